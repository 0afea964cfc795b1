// A section the server rendered to HTML (a page's *-html.server.tsx beside its loader): its code stays out
// of the page's JS. With JS, a plain click on one of its same-site links is a client navigation like a <Link>'s.
import { useNavigate } from "@remix-run/react";
import type { MouseEvent } from "react";

export function StaticHtml({ html }: { html: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest("a");
    if (
      !link ||
      // Held back already (a re-click of the current item within its 1500 ms: utils/reclick.server).
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      link.target ||
      link.origin !== window.location.origin
    )
      return;
    event.preventDefault();
    navigate(link.pathname + link.search + link.hash, { preventScrollReset: link.hasAttribute("data-keep-scroll") });
  };
  // The links inside are the keyboard's way in; the wrapper only delegates their clicks.
  // Clicks on the server-rendered links inside bubble up here: the links themselves are the keyboard path.
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
  return <div onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
