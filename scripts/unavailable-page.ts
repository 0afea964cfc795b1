// Writes docs/deploy/unavailable.html: nginx's answer when no portal instance could answer (an instance killed
// with a post in flight, every instance down: docs/deploy/nginx.conf), made of the portal's own Korean texts
// and plain page instead of nginx's English '502 Bad Gateway'. tests/unit/scripts/unavailable-page.test.ts
// checks that the file is what this writes: `npm run unavailable-page` after changing the texts.
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { serverErrors } from "../app/i18n/ko/server-errors.server";
import { plainPage } from "../app/utils/plain-page.server";

export const UNAVAILABLE_PAGE = "docs/deploy/unavailable.html";

export const unavailablePage = () => `${plainPage(serverErrors.proxyUnavailable.title, serverErrors.proxyUnavailable.text)}\n`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  fs.writeFileSync(UNAVAILABLE_PAGE, unavailablePage());
  process.stdout.write(`${JSON.stringify({ level: "info", msg: "unavailable_page_written", file: UNAVAILABLE_PAGE })}\n`);
}
