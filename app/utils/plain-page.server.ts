// The plain error page of answers made outside the page tree: the server's own refusals (server/security.ts,
// server/rate-limit.ts) and a resource route's 4xx (no error boundary of its own), so that every malformed
// request meets the same generic page. Relative imports: the server bundle (scripts/build-server.mjs)
// takes this module too, and keeps '~/' paths external.
import { common } from "../i18n/ko/common";

export function plainPage(message: string, detail?: string): string {
  const paragraph = detail ? `<p>${detail}</p>` : "";
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${message}</title></head><body><main><h1>${message}</h1>${paragraph}<p><a href="/">${common.errors.toMain}</a></p></main></body></html>`;
}

/** A thrown 4xx whose body is the generic page (a page route shows its error boundary instead). */
export function plainErrorResponse(status: number, message: string = common.errors.genericTitle): Response {
  return new Response(plainPage(message), { status, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}
