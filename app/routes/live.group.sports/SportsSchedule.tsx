// '오늘의 주요일정' (000 §2.6, §4.8): today's games in at least 4 slots, each with its state badge, the
// period label of a game in progress (linking to the live stream), teams (away first for KBO), scores
// and the winner; games without a match body show their content instead. It has nothing to do in the
// browser, so the server renders it to HTML once (sports-html.server.tsx) and its code stays out of
// the page's JS: it gets the link configuration as a prop instead of reading the root's data.
import { formatKst } from "~/domain/dates";
import { type GameBadge, type PeriodLabel, scheduleSlots, type SportsGame, sportsGameView } from "~/domain/live";
import { sports } from "~/i18n/ko/live-sports";
import { type LinkConfig, links } from "~/utils/links";

const t = sports;

function periodText(period: PeriodLabel): string {
  switch (period.kind) {
    case "fixed":
      return t.periods[period.code];
    case "inning":
      return period.half === "top" ? t.inningTop(period.n) : t.inningBottom(period.n);
    case "quarter":
      return t.quarter(period.n);
    case "set":
      return t.set(period.n);
  }
}

function badgeText(badge: GameBadge): string {
  switch (badge.kind) {
    case "scheduled":
      return t.scheduled(badge.time === null ? "" : formatKst(badge.time, "HH:mm"));
    case "live":
      return t.live;
    case "highlight":
      return t.highlight;
    case "cancelled":
      return t.cancelled;
    case "ended":
      return t.ended;
    case "broadcastEnded":
      return t.broadcastEnded;
  }
}

const liveHref = (config: LinkConfig, game: SportsGame) =>
  game.broadNo ? links.livePlayer(config, game.vsBjId, game.broadNo) : `${config.play}/${encodeURIComponent(game.vsBjId)}`;

/** A highlight's station and board by its title number: inside the app, player/video needs them. */
export type VodBoards = Record<string, { stationNo: string; bbsNo: string }>;

function Game({ game, config, boards }: { game: SportsGame; config: LinkConfig; boards: VodBoards }) {
  const view = sportsGameView(game);
  const text = badgeText(view.badge);
  const highlight = view.badge.kind === "highlight" ? (view.badge.titleNo ?? "") : null;
  const href =
    !view.badgeClickable || !game.vsBjId ? null : highlight !== null ? links.vodPlayer(config, highlight, { app: boards[highlight] }) : liveHref(config, game);
  return (
    <article className="sports-game" data-state={view.badge.kind}>
      <p className="sports-game-head">
        <span>{game.codeName}</span>
        {game.vsMatchTime !== null ? <time dateTime={new Date(game.vsMatchTime).toISOString()}>{formatKst(game.vsMatchTime, "HH:mm")}</time> : null}
      </p>
      {view.matchBody ? (
        <div className="sports-match">
          {view.sides.map((side) => (
            <p key={side.side} className={side.winner ? "sports-team sports-winner" : "sports-team"}>
              {side.imageUrl ? <img src={side.imageUrl} alt="" width={40} height={40} loading="lazy" /> : null}
              <span className="sports-team-name">
                {side.name}
                <span className="visually-hidden"> ({side.side === "home" ? t.home : t.away})</span>
              </span>
              {side.score !== null ? <span className="sports-score">{side.score}</span> : null}
              {side.winner ? <span className="sports-winner-mark">{t.winner}</span> : null}
            </p>
          ))}
        </div>
      ) : (
        <p className="sports-content">{game.vsContent}</p>
      )}
      <p className="sports-game-foot">
        {href ? (
          <a href={href} className={`sports-state sports-state-${view.badge.kind}`}>
            {text}
          </a>
        ) : (
          <span className={`sports-state sports-state-${view.badge.kind}`}>{text}</span>
        )}
        {view.period && game.vsBjId ? (
          <a href={liveHref(config, game)} className="sports-period">
            {periodText(view.period)}
          </a>
        ) : null}
      </p>
    </article>
  );
}

export function SportsSchedule({ games, config, boards }: { games: SportsGame[]; config: LinkConfig; boards: VodBoards }) {
  const slots = scheduleSlots(games);
  return (
    <section aria-labelledby="schedule-title" className="sports-schedule">
      <h2 id="schedule-title" className="sports-section-title">
        {t.title}
      </h2>
      <ul className="sports-slots">
        {slots.map((game, index) => (
          <li key={game ? `${game.vsCode}-${index}` : `empty-${index}`}>
            {game ? <Game game={game} config={config} boards={boards} /> : <p className="sports-no-game">{t.empty}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
