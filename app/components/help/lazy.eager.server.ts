// The server's synchronous view of the help forms' lazily hydrated parts (see lazy.tsx); emptied in the browser
// bundle, where it comes with import() instead.
export { SurveyForm } from "./SurveyForm";
export { TicketForm } from "./TicketForm";
