// A member's last post to the portal, remembered by their browser: a cookie of the portal's own ('__': never
// sent upstream) that server.ts renews on every post of a member's (server/cache-control.ts) and that names
// every read kept for them (upstream/kept-answers.server.ts), so what they changed is asked for anew.
export const LAST_CHANGE_COOKIE = "__changed";
