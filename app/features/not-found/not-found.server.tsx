// The not-found answer (001 §2.18) of a path no page has (routes/$) or of an old station link to no station
// (features/station/legacy-redirect.server.ts): a 404 that carries more than one way on (issue 72), a search box and
// the lives most watched now, from the popular list the portal keeps for everyone (none of them adult, locked or
// paid). Rendered here to HTML, which the error page (components/layout/ErrorPage.tsx) shows under its title: its
// code and words are in no page's JS (every page loads the error page's).
import { json } from "@remix-run/node";
import { renderToStaticMarkup } from "react-dom/server";
import type { BroadcastCard } from "~/domain/cards";
import { isPreviewable } from "~/domain/home";
import { common } from "~/i18n/ko/common";
import { notFound as t } from "~/i18n/ko/not-found";
import { getPopularLives } from "~/upstream/clients/static.server";
import type { CallContext } from "~/upstream/transport.server";
import { linkConfigFor } from "~/utils/link-config.server";
import { links, type LinkConfig } from "~/utils/links";

/** How many lives the page names. */
const LIVES = 6;

/** The not-found page's ways on beside '메인으로': the search box, and the lives with '전체 LIVE'. */
function WaysOn({ lives, config }: { lives: BroadcastCard[]; config: LinkConfig }) {
  const newTab = config.isApp ? null : ({ target: "_blank", rel: "noopener" } as const);
  return (
    <>
      <form method="get" action="/search" role="search" className="not-found-search">
        <label htmlFor="error-search" className="visually-hidden">
          {t.search}
        </label>
        <input id="error-search" type="search" name="szKeyword" placeholder={t.search} maxLength={100} />
        <button type="submit">{common.layout.searchSubmit}</button>
      </form>
      {lives.length ? (
        <section className="not-found-lives" aria-labelledby="error-lives">
          <h2 id="error-lives">{t.recommendedLive}</h2>
          <ul>
            {lives.map((live) => (
              <li key={live.key}>
                <a href={links.livePlayer(config, live.userId, live.id)} {...newTab}>
                  <strong>{live.title}</strong>
                  <span>{live.userNickname}</span>
                </a>
              </li>
            ))}
          </ul>
          <a href="/live/all" className="not-found-all">
            {common.layout.liveAll}
          </a>
        </section>
      ) : null}
    </>
  );
}

export async function throwNotFound(ctx: CallContext): Promise<never> {
  const lives = (await getPopularLives(ctx, false)).filter(isPreviewable).slice(0, LIVES);
  // The players' addresses for this client (a deep link inside the app).
  const html = renderToStaticMarkup(<WaysOn lives={lives} config={linkConfigFor(ctx.request)} />);
  throw json({ waysOn: html }, { status: 404 });
}
