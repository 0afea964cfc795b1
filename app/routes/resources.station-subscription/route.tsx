// GET /resources/station-subscription?streamerId=: the first step of '구독' as JSON for the sidebar's
// button with JS (001 §4.7): the subscription page, the ticket question, a message, or login.
export { loader } from "./station-subscription.server";
