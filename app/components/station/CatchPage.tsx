// The station's Catch and Catch story pages (001 §2.9): tabs between the two, the vertical card grid and
// page links.
import { Link, useLoaderData } from "@remix-run/react";
import type { BroadcastCard } from "~/domain/cards";
import { stationMedia as t } from "~/i18n/ko/station/media";
import { CardGrid } from "./lazy";
import { Pagination } from "./Pagination";
import styles from "./station.module.css";
import { useStationData } from "./useStation";

export function CatchPage({ kind }: { kind: "catch" | "story" }) {
  const { cards, page, lastPage } = useLoaderData<{ cards: BroadcastCard[]; page: number; lastPage: number }>();
  const { station } = useStationData();
  const base = `/station/${encodeURIComponent(station.userId)}`;
  const heading = kind === "catch" ? t.catch.heading : t.catch.storyHeading;
  return (
    <section aria-labelledby="catch-heading">
      <h1 id="catch-heading" className={styles.pageHead}>
        {heading}
      </h1>
      <ul className={styles.tabs}>
        <li>
          <Link to={`${base}/catch`} aria-current={kind === "catch" ? "page" : undefined}>
            {t.catch.heading}
          </Link>
        </li>
        <li>
          <Link to={`${base}/catchstory`} aria-current={kind === "story" ? "page" : undefined}>
            {t.catch.storyHeading}
          </Link>
        </li>
      </ul>
      <CardGrid
        cards={cards}
        location="station"
        variant="catch"
        menu={["share"]}
        empty={<p className={styles.empty}>{t.catch.empty}</p>}
        eagerCount={6}
        label={heading}
      />
      <Pagination page={page} lastPage={lastPage} />
    </section>
  );
}
