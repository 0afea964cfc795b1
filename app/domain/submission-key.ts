// The form field of a public form's idempotency key (issue 19): a UUID per rendered form, read by the server
// beside the form's honeypot token. A module of its own: the help layout ships it to every help page.
export const SUBMISSION_KEY_FIELD = "submissionKey";
