import { describe, expect, it } from "vitest";
import { MAX_ADDRESS_BYTES, pageCameFrom, safeReturnPath, safeReturnUrl } from "~/utils/return-url";

const ORIGIN = "http://localhost:3000";

describe("safeReturnPath: same-origin paths only", () => {
  it.each([
    ["/my/favorite", "/my/favorite"],
    ["/search?szKeyword=%EA%B2%8C%EC%9E%84#top", "/search?szKeyword=%EA%B2%8C%EC%9E%84#top"],
    ["http://localhost:3000/help", "/help"],
    ["help/faq", "/help/faq"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
  ])("%s → %s", (value, path) => expect(safeReturnPath(value, ORIGIN)).toBe(path));

  it.each([
    "https://evil.example/",
    "//evil.example/path",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,hi",
    "http://localhost:3001/",
    "https://localhost:3000/",
    "/\t/evil.example",
    "/\n/evil.example",
    // Control characters the parser would keep, percent-encoded, rather than strip.
    "/help\u0000",
    "/help\u007f",
    // Dot segments that resolve to '//host': the output is checked, not only the input.
    "/.//evil.example/x",
    "/%2e//evil.example",
    "/%2E%2E//evil.example",
    "/a/..//evil.example",
    "/a/%2e%2e//evil.example",
    "/./\\evil.example",
    "/.\\/evil.example",
    "http://localhost:3000/.//evil.example",
    "",
    null,
    42,
  ])("%s → /", (value) => expect(safeReturnPath(value, ORIGIN)).toBe("/"));

  it("keeps a path as long as the portal takes and refuses a longer one (its Location would be a header of any size)", () => {
    const longest = `/search?szKeyword=${encodeURIComponent("가".repeat(100))}&x=`;
    const fits = longest + "a".repeat(MAX_ADDRESS_BYTES - longest.length);
    expect(safeReturnPath(fits, ORIGIN)).toBe(fits);
    expect(safeReturnPath(`${fits}a`, ORIGIN)).toBe("/");
    // Counted as sent: 한 is nine bytes once encoded.
    expect(safeReturnPath(`/search?szKeyword=${"한".repeat(300)}`, ORIGIN)).toBe("/");
  });

  it("makes absolute URLs for the login's request_uri", () => {
    expect(safeReturnUrl("/my/favorite?groupId=3", ORIGIN)).toBe("http://localhost:3000/my/favorite?groupId=3");
    expect(safeReturnUrl("//evil.example", ORIGIN)).toBe("http://localhost:3000/");
    expect(safeReturnUrl("/.//evil.example/x", ORIGIN)).toBe("http://localhost:3000/");
  });
});

describe("pageCameFrom: the page a request came from", () => {
  const request = (referer?: string) => new Request(`${ORIGIN}/station/streamer01/toggle`, { method: "POST", headers: referer ? { referer } : {} });

  it("is the Referer's path when it is this site's", () => {
    expect(pageCameFrom(request(`${ORIGIN}/live/all?page=2#top`), "/fallback")).toBe("/live/all?page=2#top");
  });

  it("is the fallback, made safe, when the Referer is missing, another site's or unreadable", () => {
    expect(pageCameFrom(request(), "/my/favorite")).toBe("/my/favorite");
    expect(pageCameFrom(request("https://evil.example/x"), "/my/favorite")).toBe("/my/favorite");
    expect(pageCameFrom(request("http://localhost:3001/x"), "/help")).toBe("/help");
    expect(pageCameFrom(request("not a url"), "/help")).toBe("/help");
    expect(pageCameFrom(request(), "//evil.example")).toBe("/");
    expect(pageCameFrom(request(), undefined)).toBe("/");
  });

  it("refuses a same-origin Referer whose path leaves the site", () => {
    expect(pageCameFrom(request(`${ORIGIN}/.//evil.example/x`), "/help")).toBe("/");
  });
});
