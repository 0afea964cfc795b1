// The server's synchronous view of the assistant (see split.tsx); emptied in the browser bundle.
export { Assistant } from "./Assistant";
