// PageNavLink marks itself current by React Router's NavLink rule (components/links/PageLink.tsx), and the server's
// link writes the markup of Remix's <Link>, without the options that only steer a client navigation.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { isCurrentPath, ServerLink } from "~/components/links/PageLink.server";

describe("ServerLink", () => {
  it("writes <Link>'s anchor: its props, the path as href, data-discover, and nothing of replace or preventScrollReset", () => {
    const html = renderToStaticMarkup(
      <ServerLink to="/my/feed?favourites=open" replace preventScrollReset className="more" aria-expanded={false}>
        더보기
      </ServerLink>,
    );
    expect(html).toBe('<a class="more" aria-expanded="false" data-discover="true" href="/my/feed?favourites=open">더보기</a>');
  });
});

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
