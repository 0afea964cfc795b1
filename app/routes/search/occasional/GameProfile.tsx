// The game profile (000 §2.7): image and name linking to the category, '{n}명 참여중', '드롭스', fixed tags
// as tag searches, and the tabs 관련 스트리머 / 경기 일정 / 공식 방송국 / 이벤트 / 시리즈게임 (tabs without
// content are left out). Tabs are links of the page's view parameters, so they work without JS.
import { Link, useSearchParams } from "@remix-run/react";
import { CardGrid } from "~/components/cards/CardGrid";
import { categoryHref } from "~/components/cards/CategoryTile";
import { defaultMenuFor } from "~/domain/cards";
import { formatCount } from "~/domain/counts";
import { GAME_TABS, SEARCH_SIZES, tagSearchHref, withParams, type EsportSchedule as Schedule, type GameProfile as Game, type GameTab } from "~/domain/search";
import { search } from "~/i18n/ko/search";
import { SEARCH_GRID_COLUMNS } from "../grid";
import { EsportSchedule } from "./EsportSchedule";
import own from "./sections.module.css";
import styles from "../search.module.css";
import { StreamerChips } from "../StreamerList";

const t = search.game;

function availableTabs(game: Game, esport: Schedule | null): GameTab[] {
  return GAME_TABS.filter((tab) => {
    if (tab === "bj") return game.lives.length > 0;
    if (tab === "schedule") return Boolean(esport?.show);
    if (tab === "stations") return game.stations.length > 0;
    if (tab === "events") return game.events.length > 0;
    return game.series.length > 0;
  });
}

export function GameProfile({
  game,
  esport,
  tab,
  league,
  english,
  today,
}: {
  game: Game;
  esport: Schedule | null;
  tab: GameTab | null;
  league: number | null;
  english: boolean;
  today: string;
}) {
  const [params] = useSearchParams();
  const tabs = availableTabs(game, esport);
  const current = tab && tabs.includes(tab) ? tab : tabs[0];
  const href = categoryHref(game.name, "live");
  return (
    <section className={`${styles.section} ${styles.box}`} aria-labelledby="game-title" data-testid="game-profile">
      <div className={own.gameHead}>
        <a href={href} tabIndex={-1} aria-hidden="true" className={own.gameImage}>
          {game.imageUrl ? <img src={game.imageUrl} alt="" width={90} height={120} /> : null}
        </a>
        <div>
          <h2 id="game-title" className={styles.sectionTitle}>
            <a href={href}>{game.name}</a>
          </h2>
          <p className={styles.muted}>
            {t.playing(formatCount(game.viewerCount))} {game.isDrops ? <span className={styles.badge}>{t.drops}</span> : null}
          </p>
          <ul className={own.tags}>
            {game.fixedTags.map((tag) => (
              <li key={tag}>
                <Link to={tagSearchHref(tag, "live", { inflowTab: "total" })}>#{tag}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
      {tabs.length ? (
        <>
          <nav aria-label={game.name} className={`${styles.tabs} ${own.subTabs}`}>
            <ul>
              {tabs.map((key) => (
                <li key={key}>
                  <Link to={withParams(params, { gameTab: key })} aria-current={key === current ? "page" : undefined} preventScrollReset replace>
                    {t.tabs[key]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className={own.gamePanel}>
            {current === "bj" ? (
              <>
                <CardGrid
                  cards={game.lives}
                  location="search"
                  variant="live"
                  columns={SEARCH_GRID_COLUMNS}
                  menu={(card) => defaultMenuFor(card.kind)}
                  headingLevel={3}
                />
                {/* A full first list may have more: '더보기' fetches 100 (000 §9). */}
                {params.get("gameMore") !== "1" && game.lives.length === SEARCH_SIZES.gameProfileSize ? (
                  <Link to={withParams(params, { gameMore: 1, gameTab: "bj", undo: null })} className={styles.more} preventScrollReset replace>
                    {search.more}
                  </Link>
                ) : null}
              </>
            ) : null}
            {current === "schedule" && esport ? <EsportSchedule schedule={esport} league={league} english={english} today={today} /> : null}
            {current === "stations" ? <StreamerChips streamers={game.stations} /> : null}
            {current === "events" ? (
              <ul className={own.events}>
                {game.events.map((event) => (
                  <li key={event.title}>
                    <a href={event.link} target="_blank" rel="noopener noreferrer">
                      {event.title}
                    </a>
                    <span className={styles.muted}>
                      {event.startDate} ~ {event.endDate}
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
            {current === "series" ? (
              <ul className={own.series}>
                {game.series.map((series) => (
                  <li key={series.title}>
                    {series.imageUrl ? <img src={series.imageUrl} alt="" width={90} height={120} loading="lazy" /> : null}
                    <span>{series.title}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </>
      ) : null}
    </section>
  );
}
