// /station/{streamerId}/calendar: the month's broadcasts (replays) and notices (001 §2.9, §2.12).
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { stationMeta } from "~/components/station/meta";
import { StationErrorBoundary } from "~/components/station/lazy";
import styles from "~/components/station/station.module.css";
import { useStationData } from "~/components/station/useStation";
import { formatKst } from "~/domain/dates";
import { monthWeeks, shiftMonth } from "~/domain/station-posts";
import { stationMedia as t } from "~/i18n/ko/station/media";
import type { loader } from "./calendar.server";

export { loader } from "./calendar.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

export const meta: MetaFunction<typeof loader> = (args) => stationMeta(args, t.calendar.heading);

export default function StationCalendar() {
  const { month, entries } = useLoaderData<typeof loader>();
  const { station } = useStationData();
  const base = `/station/${encodeURIComponent(station.userId)}`;
  const [year, monthNo] = month.split("-").map(Number);
  const onDay = (day: number) => entries.filter((entry) => formatKst(entry.at, "YYYY-MM-DD") === `${month}-${String(day).padStart(2, "0")}`);
  return (
    <section aria-labelledby="calendar-heading">
      <div className={styles.pageHead}>
        <h1 id="calendar-heading">{t.calendar.heading}</h1>
        <div className={styles.toolbar}>
          <Link to={`?month=${shiftMonth(month, -1)}`} className={styles.button}>
            {t.calendar.prev}
          </Link>
          <strong>{t.calendar.month(year, monthNo)}</strong>
          <Link to={`?month=${shiftMonth(month, 1)}`} className={styles.button}>
            {t.calendar.next}
          </Link>
        </div>
      </div>
      <table className={styles.calendar}>
        <caption className="visually-hidden">{t.calendar.month(year, monthNo)}</caption>
        <thead>
          <tr>
            {t.calendar.weekdays.map((day) => (
              <th key={day} scope="col">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, index) => (
            <tr key={index}>
              {week.map((day, cell) => (
                <td key={cell}>
                  {day ? (
                    <>
                      <span className={styles.day}>{day}</span>
                      <ul>
                        {onDay(day).map((entry) => (
                          <li key={`${entry.kind}-${entry.titleNo}`}>
                            <Link to={`${base}/post/${entry.titleNo}`}>
                              [{entry.kind === "broad" ? t.calendar.broad : t.calendar.notice}] {entry.title}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {entries.length === 0 ? <p className={styles.empty}>{t.calendar.empty}</p> : null}
    </section>
  );
}

export const ErrorBoundary = StationErrorBoundary;
