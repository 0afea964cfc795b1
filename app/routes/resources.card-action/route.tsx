// POST /resources/card-action: the card menu's actions (000 §2.9, §4.3–4.5, §7.2, §8); card-action.server.ts.
export { action, loader } from "./card-action.server";
