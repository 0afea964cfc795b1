// POST /resources/favorite: add or remove a favourite streamer (000 §4.2, §8; 001 §4.4); favorite.server.ts.
export { action, loader } from "./favorite.server";
