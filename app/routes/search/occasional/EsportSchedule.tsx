// The esports schedule of a game profile (000 §2.7, §4.9): the day with '이전' / '다음' and a date field,
// league tabs ('전체' and the leagues, Korean or English by the browser's language), the day's matches
// with each vsStatus row, a '결과 보기' cover on finished matches, and jump links on an empty day.
import { Form, Link, useSearchParams } from "@remix-run/react";
import { withParams, type EsportMatch, type EsportSchedule as Schedule } from "~/domain/search";
import { esportRow, leagueIndex, shiftDate, type EsportRow } from "~/domain/search-sections";
import { boardPath } from "~/domain/station";
import { search } from "~/i18n/ko/search";
import { links, type LinkConfig } from "~/utils/links";
import { useLinkConfig } from "~/utils/root-data";
import own from "./sections.module.css";
import styles from "../search.module.css";

const t = search.esport;

function Team({ team, score, showScore, winner }: { team: EsportMatch["home"]; score: number; showScore: boolean; winner: boolean }) {
  return (
    <div className={own.team}>
      {team.imageUrl ? <img src={team.imageUrl} alt="" width={40} height={40} /> : null}
      <span className={own.teamName}>{team.name}</span>
      {showScore ? <span className={`${own.score} ${winner ? own.winner : ""}`}>{score}</span> : null}
    </div>
  );
}

function matchHref(config: LinkConfig, match: EsportMatch, link: EsportRow["link"]): string | null {
  switch (link?.kind) {
    case "live":
      return match.bjId && match.broadNo ? links.livePlayer(config, match.bjId, match.broadNo) : null;
    case "vod":
      return links.vodPlayer(config, link.titleNo, { app: link.app });
    case "board":
      return links.stationPage(config, boardPath(link.userId, { bbsNo: link.bbsNo, isGuest: false }), link.userId);
    case "station":
      return links.station(config, link.userId);
    default:
      return null;
  }
}

function MatchCard({ match, english }: { match: EsportMatch; english: boolean }) {
  const config = useLinkConfig();
  const row = esportRow(match);
  const teams = (
    <div className={own.teams}>
      <Team team={match.home} score={match.homeScore} showScore={row.showScores} winner={match.homeScore > match.awayScore} />
      <span aria-hidden="true">vs</span>
      <Team team={match.away} score={match.awayScore} showScore={row.showScores} winner={match.awayScore > match.homeScore} />
    </div>
  );
  const href = matchHref(config, match, row.link);
  return (
    <li className={own.match} data-status={match.status}>
      <p className={own.matchMeta}>
        <span>{match.time}</span> <span className={styles.muted}>{english ? match.seasonEng : match.season}</span>
      </p>
      {row.cover ? (
        <details className={own.cover}>
          <summary>{t.showResult}</summary>
          {teams}
        </details>
      ) : (
        teams
      )}
      <p className={own.matchStatus}>
        {href ? (
          <a href={href} className={row.label === "live" ? styles.liveBadge : undefined}>
            {t.status[row.label]}
          </a>
        ) : (
          <span>{t.status[row.label]}</span>
        )}
      </p>
    </li>
  );
}

export function EsportSchedule({ schedule, league, english, today }: { schedule: Schedule; league: number | null; english: boolean; today: string }) {
  const [params] = useSearchParams();
  const index = leagueIndex(league, schedule.leagues.length);
  const leagueName = index > 0 ? schedule.leagues[index - 1].name : null;
  const matches = leagueName ? schedule.matches.filter((match) => match.league === leagueName) : schedule.matches;
  const day = (date: string) => withParams(params, { esportDate: date === today ? null : date, gameTab: "schedule" });
  const kept = [...params.entries()].filter(([key]) => !["esportDate", "gameTab", "undo"].includes(key));
  return (
    <div className={own.schedule} data-testid="esport-schedule">
      <div className={own.dateBar}>
        <Link to={day(shiftDate(schedule.date, -1))} preventScrollReset replace className={styles.smallButton}>
          {t.prev}
        </Link>
        <Form method="get" action="/search" preventScrollReset replace className={own.dateForm}>
          {kept.map(([key, value]) => (
            <input key={key} type="hidden" name={key} value={value} />
          ))}
          <input type="hidden" name="gameTab" value="schedule" />
          <label>
            <span className="visually-hidden">{t.date}</span>
            <input type="date" name="esportDate" defaultValue={schedule.date} key={schedule.date} min="2007-01-01" required />
          </label>
          <button type="submit" className={styles.smallButton}>
            {search.filters.apply}
          </button>
        </Form>
        <Link to={day(shiftDate(schedule.date, 1))} preventScrollReset replace className={styles.smallButton}>
          {t.next}
        </Link>
      </div>
      <p className={own.scheduleDate} data-testid="esport-date">
        {schedule.date}
      </p>
      {schedule.leagues.length ? (
        <nav aria-label={search.a11y.league} className={`${styles.tabs} ${own.subTabs}`}>
          <ul>
            {[t.all, ...schedule.leagues.map((item) => (english ? item.nameEng : item.name))].map((label, position) => (
              <li key={label}>
                <Link
                  to={withParams(params, { league: position || null, gameTab: "schedule" })}
                  aria-current={position === index ? "page" : undefined}
                  preventScrollReset
                  replace
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {matches.length ? (
        <ul className={own.matches} aria-label={search.a11y.matches}>
          {matches.map((match) => (
            <MatchCard key={match.key} match={match} english={english} />
          ))}
        </ul>
      ) : (
        <div className={styles.message} role="status">
          <p className={styles.messageTitle}>{t.empty}</p>
          <p className={own.jumps}>
            {schedule.prevDate ? (
              <Link to={day(schedule.prevDate)} preventScrollReset replace className={styles.smallButton}>
                {t.toPrev}
              </Link>
            ) : null}
            {schedule.nextDate ? (
              <Link to={day(schedule.nextDate)} preventScrollReset replace className={styles.smallButton}>
                {t.toNext}
              </Link>
            ) : null}
          </p>
        </div>
      )}
    </div>
  );
}
