// nginx's pages for when no instance answers and for a client address with too many requests in progress
// (docs/deploy/nginx.conf names them) are the portal's own, in its words: the files in the repository are what
// scripts/unavailable-page.ts makes of the texts.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { serverErrors } from "~/i18n/ko/server-errors.server";
import { TOO_MANY_REQUESTS_PAGE, tooManyRequestsPage, UNAVAILABLE_PAGE, unavailablePage } from "../../../scripts/unavailable-page";

describe("docs/deploy/unavailable.html", () => {
  it("is the page made of the portal's texts (npm run unavailable-page writes it again)", () => {
    expect(fs.readFileSync(UNAVAILABLE_PAGE, "utf8")).toBe(unavailablePage());
  });

  it("says the submission may have arrived and that the same form may be sent again", () => {
    const html = fs.readFileSync(UNAVAILABLE_PAGE, "utf8");
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain(`<h1>${serverErrors.proxyUnavailable.title}</h1>`);
    expect(html).toContain("이미 접수되었을 수 있습니다");
    expect(html).toContain("같은 양식을 다시 보내도 두 번 접수되지 않으니");
    // Nothing it needs from an instance (none answers): no script, no style sheet, no picture.
    expect(html).not.toMatch(/<(script|link|img)\b/);
  });
});

describe("docs/deploy/too-many-requests.html", () => {
  it("is the page the portal answers its own 429s with (npm run unavailable-page writes it again)", () => {
    const html = fs.readFileSync(TOO_MANY_REQUESTS_PAGE, "utf8");
    expect(html).toBe(tooManyRequestsPage());
    expect(html).toContain(`<h1>${serverErrors.tooManyRequests}</h1>`);
    expect(html).not.toMatch(/<(script|link|img)\b/);
  });
});
