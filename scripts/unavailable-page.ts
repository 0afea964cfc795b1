// Writes nginx's own pages (docs/deploy/nginx.conf names them), made of the portal's own Korean texts and plain
// page instead of nginx's English ones: docs/deploy/unavailable.html when no portal instance could answer (an
// instance killed with a post in flight, every instance down), and docs/deploy/too-many-requests.html when a client
// address has too many requests in progress (limit_conn). tests/unit/scripts/unavailable-page.test.ts checks that
// the files are what this writes: `npm run unavailable-page` after changing the texts.
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { serverErrors } from "../app/i18n/ko/server-errors.server";
import { plainPage } from "../app/utils/plain-page.server";

export const UNAVAILABLE_PAGE = "docs/deploy/unavailable.html";
export const TOO_MANY_REQUESTS_PAGE = "docs/deploy/too-many-requests.html";

export const unavailablePage = () => `${plainPage(serverErrors.proxyUnavailable.title, serverErrors.proxyUnavailable.text)}\n`;
/** The page the portal answers its own 429s with (server/rate-limit.ts). */
export const tooManyRequestsPage = () => `${plainPage(serverErrors.tooManyRequests)}\n`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [file, page] of [
    [UNAVAILABLE_PAGE, unavailablePage()],
    [TOO_MANY_REQUESTS_PAGE, tooManyRequestsPage()],
  ]) {
    fs.writeFileSync(file, page);
    process.stdout.write(`${JSON.stringify({ level: "info", msg: "proxy_page_written", file })}\n`);
  }
}
