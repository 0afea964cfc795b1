// The server's synchronous view of the help forms' lazily hydrated part (see lazy.tsx); emptied in the browser
// bundle, where it comes with import() instead.
export { TicketForm } from "./TicketForm";
