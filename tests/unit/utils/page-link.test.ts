// PageNavLink marks itself current by React Router's NavLink rule (components/links/PageLink.tsx).
import { describe, expect, it } from "vitest";
import { isCurrentPath } from "~/components/links/PageLink.server";

describe("isCurrentPath (NavLink's rule)", () => {
  const cases: Array<[string, string, boolean, boolean]> = [
    // address, link, end, current
    ["/station/a/vod", "/station/a/vod", false, true],
    ["/station/a/vod/search", "/station/a/vod", false, true],
    ["/station/a/vod/search", "/station/a/vod", true, false],
    ["/station/a/board", "/station/a/board", true, true],
    ["/station/a/board/1002", "/station/a/board", true, false],
    ["/station/a/board/1002", "/station/a/board", false, true],
    ["/station/a/boards", "/station/a/board", false, false],
    ["/Station/A/VOD", "/station/a/vod", false, true],
    ["/station/a/post/write/1002", "/station/a/post/write?from=menu", false, true],
    ["/station/a", "/", false, false],
    ["/", "/", false, true],
    ["/station/a/vod", "/station/a/vod/", false, false],
    ["/station/a/vod/x", "/station/a/vod/", false, true],
  ];
  for (const [address, to, end, current] of cases)
    it(`${to}${end ? " (end)" : ""} at ${address}: ${current ? "current" : "not current"}`, () => {
      expect(isCurrentPath(address, to, end)).toBe(current);
    });
});
