// The side bar of followed channels: a member's favourite streamers who are live now, with
// avatar, nickname, category (or title), viewer count and a live dot (a guest's: the live broadcasts most watched
// now, '추천 LIVE'); collapsed, a narrow rail of avatars
// whose names stay their links' accessible names and titles. It has nothing to do in the browser, so the
// root loader renders it to HTML on the server (utils/side-bar.server.tsx) and no page's JS carries its code:
// its links are plain links (the player's in a new tab, as cards open it; deep links inside the app), its
// toggle a plain form to /resources/side-bar. Its styles are global (styles/side-bar.css): a CSS module
// imported here would not reach the CSS bundle.
import type { BroadcastCard } from "~/domain/cards";
import { abbreviateCount } from "~/domain/counts";
import type { SideBarKind, SideBarState } from "~/domain/side-bar";
import { sideBar as t } from "~/i18n/ko/side-bar";
import { cardHref } from "~/utils/card-links";
import type { LinkConfig } from "~/utils/links";

export type SideBarProps = {
  /** A member's live favourites, or a guest's recommended live broadcasts. */
  kind: SideBarKind;
  state: SideBarState;
  rows: BroadcastCard[];
  /** Live favourites beyond the rows shown. */
  more: number;
  config: LinkConfig;
  /** The page to come back to after the toggle (the toggle prefers the page's Referer, which client navigations keep current). */
  returnTo: string;
};

const MY_FAVORITE = "/my/favorite";
const LIVE_ALL = "/live/all";

function Row({ card, config, closed }: { card: BroadcastCard; config: LinkConfig; closed: boolean }) {
  const href = cardHref(card, config) ?? MY_FAVORITE;
  // The platform's player opens in a new tab on the web (the portal stays), as a card's link does.
  const newTab = !config.isApp && !href.startsWith("/") ? ({ target: "_blank", rel: "noopener" } as const) : null;
  const about = card.categoryName || card.title;
  return (
    <li data-live-user={card.userId || undefined}>
      <a className="side-bar-row" href={href} title={closed ? [card.userNickname, about].filter(Boolean).join(" · ") : undefined} {...newTab}>
        <span className="side-bar-avatar">
          {card.profileImageUrl ? <img src={card.profileImageUrl} alt="" width={32} height={32} loading="lazy" decoding="async" /> : null}
        </span>
        <span className="side-bar-text">
          <span className="side-bar-nick">{card.userNickname}</span>
          {about ? <span className="side-bar-about">{about}</span> : null}
        </span>
        <span className="side-bar-viewers">
          <span className="side-bar-dot" aria-hidden="true" />
          <span className="visually-hidden">{t.viewers} </span>
          <span data-live="viewers">{abbreviateCount(card.viewCount)}</span>
        </span>
      </a>
    </li>
  );
}

export function SideBar({ kind, state, rows, more, config, returnTo }: SideBarProps) {
  const closed = state === "closed";
  const recommended = kind === "recommended";
  const words = recommended ? t.recommended : t;
  const toggle = closed ? words.expand : words.collapse;
  // The heading and '더보기' lead to the whole list: the favourites' page, or every live broadcast.
  const whole = recommended ? LIVE_ALL : MY_FAVORITE;
  const moreText = recommended ? t.recommended.all : t.more(more);
  return (
    <aside className="side-bar" data-state={state} data-kind={kind} aria-labelledby="side-bar-title" data-testid="side-bar">
      <div className="side-bar-head">
        {/* The rail names itself to screen readers only: no link there that nobody sees. */}
        <h2 id="side-bar-title" className={closed ? "visually-hidden" : "side-bar-title"}>
          {closed ? words.title : <a href={whole}>{words.title}</a>}
        </h2>
        <form method="post" action="/resources/side-bar">
          <input type="hidden" name="returnTo" value={returnTo} />
          <button
            type="submit"
            name="sideBar"
            value={closed ? "open" : "closed"}
            className="side-bar-toggle"
            aria-label={toggle}
            title={toggle}
            aria-expanded={!closed}
            aria-controls="side-bar-body"
          >
            <svg className="icon" aria-hidden="true">
              <use href={`/icons.svg#${closed ? "chevron-right" : "chevron-left"}`} />
            </svg>
          </button>
        </form>
      </div>
      <div id="side-bar-body" className="side-bar-body">
        {rows.length ? (
          <ul className="side-bar-list">
            {rows.map((card) => (
              <Row key={card.key} card={card} config={config} closed={closed} />
            ))}
          </ul>
        ) : (
          <p className="side-bar-empty">{t.empty}</p>
        )}
        {more > 0 ? (
          <a className="side-bar-more" href={whole} title={closed ? moreText : undefined}>
            <span className="side-bar-more-short" aria-hidden="true">
              +{more}
            </span>
            <span className="side-bar-more-long">{moreText}</span>
          </a>
        ) : null}
      </div>
    </aside>
  );
}
