// '별별랭킹' at /star-rank (000 §2.8, §3.10, §7.5; the route is not in the spec, the global header links
// here): the top broadcasts in a carousel and the themed rank lists, each item with its rank (and its move, where
// the answer gives it) on its picture, its badges and '상세정보' in its ⋮ menu, which a narrow card keeps beside its
// title. A failed call shows the empty text (§8). On phones: '뒤로가기' in place of the global navigation (the
// header's menu and the bottom bar); the site header with its logo, search and account stays.
// The loader is star-rank.server.ts.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData, useNavigate } from "@remix-run/react";
import { CardGrid } from "~/components/cards/lazy";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { type BroadcastCard, defaultMenuFor } from "~/domain/cards";
import { starRank } from "~/i18n/ko/star-rank";
import type { PageHandle } from "~/utils/handle";
import { deepLink } from "~/utils/links";
import { titleMeta } from "~/utils/meta";
import { useLinkConfig } from "~/utils/root-data";
import { RankCarousel } from "./RankCarousel";
import { RankDetails } from "./RankDetails";
import styles from "./star-rank.module.css";
import type { loader } from "./star-rank.server";

export { loader } from "./star-rank.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

const t = starRank;

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, t.title);

export const handle: PageHandle = { hideGlobalNavOnMobile: true };

const MENU = defaultMenuFor("live");

/** A broadcast's move since the ranking before: '▲2' shown, '2계단 상승' read. */
function RankChange({ places }: { places: number }) {
  const words = places > 0 ? t.change.up : t.change.down;
  const count = Math.abs(places);
  return (
    <span className={styles.change} data-direction={places > 0 ? "up" : "down"}>
      <span aria-hidden="true">{words.shown(count)}</span>
      <span className="visually-hidden">{words.read(count)}</span>
    </span>
  );
}

/** With each ranked card: its rank and its move, on its picture's corner, and the drops badge under it. */
function RankFoot({ card, rank, change }: { card: BroadcastCard; rank: number; change: number | undefined }) {
  return (
    <div className={styles.itemFoot}>
      <span className={styles.rank}>
        {t.rank(rank)}
        {change ? <RankChange places={change} /> : null}
      </span>
      {card.hasDrops ? <span className={styles.drops}>{t.drops}</span> : null}
    </div>
  );
}

export default function StarRank() {
  const { best, bestChanges, themes, favourites, streamerRankingUrl } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const config = useLinkConfig();
  const followed = new Set(favourites);
  const empty = best.length === 0 && themes.length === 0;
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        {/* Back in the browser's history, else home; the app's webview closes itself (browser/close, 000 §2.3). */}
        <a
          href={config.isApp ? deepLink.close(config) : "/"}
          className={styles.back}
          onClick={(event) => {
            if (config.isApp || window.history.length < 2) return;
            event.preventDefault();
            navigate(-1);
          }}
        >
          {t.back}
        </a>
        <h1>{t.title}</h1>
        <a href={streamerRankingUrl} className={styles.streamerRanking}>
          {t.streamerRanking}
        </a>
      </header>
      {empty ? <p className={styles.empty}>{t.empty}</p> : null}
      {best.length ? (
        <RankCarousel count={best.length}>
          <CardGrid
            cards={best}
            location="star_rank"
            menu={MENU}
            eagerCount={3}
            priorityCount={1}
            label={t.carousel}
            extra={(card, index) => <RankFoot card={card} rank={index + 1} change={bestChanges[card.key]} />}
            menuExtra={(card) => <RankDetails card={card} favourite={followed.has(card.userId)} />}
          />
        </RankCarousel>
      ) : null}
      {themes.map((theme) => (
        <section key={theme.rankCode} aria-labelledby={`theme-${theme.rankCode}`} className={styles.theme} data-cards={theme.items.length}>
          <h2 id={`theme-${theme.rankCode}`}>{theme.title}</h2>
          {theme.detail ? <p className={styles.detail}>{theme.detail}</p> : null}
          <CardGrid
            cards={theme.items}
            location="star_rank"
            variant="live"
            menu={MENU}
            label={theme.title}
            clearPicture
            extra={(card, index) => <RankFoot card={card} rank={index + 1} change={theme.changes[card.key]} />}
            menuExtra={(card) => <RankDetails card={card} favourite={followed.has(card.userId)} />}
          />
        </section>
      ))}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
