import { describe, expect, it } from "vitest";
import { documentCacheControl, GUEST_PAGE_CACHE, NO_REUSE } from "~/utils/cache-control.server";

const request = (path: string) => new Request(`http://portal.test${path}`);

describe("documentCacheControl", () => {
  it.each(["/", "/live/all", "/directory/category", "/search?szKeyword=게임", "/star-rank"])(
    "a guest's %s may be kept by the browser for a short while",
    (path) => {
      expect(documentCacheControl(request(path), { signedIn: false })).toBe(GUEST_PAGE_CACHE);
    },
  );

  // The help centre's pages carry a single-use form token and key in every render.
  it.each(["/my/favorite", "/help", "/help/faq", "/help/faq/123", "/help/search?q=a", "/help/inquiry", "/help/my-inquiry", "/feed", "/station/haru"])(
    "%s is revalidated every time",
    (path) => {
      expect(documentCacheControl(request(path), { signedIn: false })).toBe(NO_REUSE);
    },
  );

  it("a signed-in user's page is never reused", () => {
    expect(documentCacheControl(request("/"), { signedIn: true })).toBe(NO_REUSE);
  });
});
