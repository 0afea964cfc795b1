// /station/{streamerId}/vod and /vod/{review|clip|normal|list|all}: the station's VODs by type, its
// playlists, and the all-VOD list with keyword search (001 §2.9), 20 per page, sorted (001 §9).
import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { stationMeta } from "~/components/station/meta";
import { Pagination } from "~/components/station/Pagination";
import { CardGrid, StationErrorBoundary } from "~/components/station/lazy";
import styles from "~/components/station/station.module.css";
import { ToolbarSelect } from "~/components/station/ToolbarSelect";
import { useStationData } from "~/components/station/useStation";
import { VOD_SORTS, VOD_TABS } from "~/domain/station";
import { stationMedia as t } from "~/i18n/ko/station/media";
import type { loader } from "./vod.server";
import { HiddenLabel } from "~/components/forms/HiddenLabel";

export { loader } from "./vod.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

export const meta: MetaFunction<typeof loader> = (args) => stationMeta(args, args.data ? `${t.vod.heading} ${t.vod.tabs[args.data.tab]}` : t.vod.heading);

export default function StationVods() {
  const { tab, sort, keyword, list } = useLoaderData<typeof loader>();
  const { station } = useStationData();
  const base = `/station/${encodeURIComponent(station.userId)}/vod`;
  return (
    <section aria-labelledby="vod-heading">
      <div className={styles.pageHead}>
        <h1 id="vod-heading">{keyword ? t.vod.results(keyword) : t.vod.heading}</h1>
        <Form method="get" action={`${base}/all`} role="search" className={styles.toolbar}>
          <HiddenLabel htmlFor="vod-keyword">{t.vod.search}</HiddenLabel>
          <input id="vod-keyword" type="search" name="keyword" defaultValue={keyword} placeholder={t.vod.searchPlaceholder} maxLength={50} />
          <button type="submit" className={styles.button}>
            {t.vod.searchButton}
          </button>
        </Form>
      </div>
      <ul className={styles.tabs}>
        {VOD_TABS.map((item) => (
          <li key={item}>
            <Link to={item === "all" ? base : `${base}/${item}`} aria-current={item === tab ? "page" : undefined}>
              {t.vod.tabs[item]}
            </Link>
          </li>
        ))}
      </ul>
      {tab !== "list" ? (
        <Form method="get" className={styles.toolbar}>
          {keyword ? <input type="hidden" name="keyword" value={keyword} /> : null}
          <ToolbarSelect id="vod-sort" name="sort" label={t.vod.sort} value={sort} options={VOD_SORTS} labels={t.vod.sorts} submitOnChange />
          <button type="submit" className={styles.button}>
            {t.vod.apply}
          </button>
        </Form>
      ) : null}
      <CardGrid
        cards={list.cards}
        location="station"
        menu={(card) => (card.kind === "playlist" ? ["share", "playlist-share"] : ["view-later", "add-playlist", "share"])}
        empty={<p className={styles.empty}>{t.vod.empty}</p>}
        eagerCount={4}
        label={t.vod.tabs[tab]}
      />
      <Pagination page={list.page} lastPage={list.lastPage} />
    </section>
  );
}

export const ErrorBoundary = StationErrorBoundary;
