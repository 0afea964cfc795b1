// The form field that carries a form's key: a UUID made when the form is rendered, read by the server
// (utils/submission.server.ts) so that every repeat of one submission changes things once. A module of its
// own, so that the forms of every page can ship it without the rest of the mechanism.
export const SUBMISSION_KEY_FIELD = "submissionKey";
