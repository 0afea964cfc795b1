// The server's synchronous view of the dialog (see lazy.tsx); emptied in the browser bundle, where it comes
// with import() instead.
export { Dialog } from "./Dialog";
