// The frame of /live/all and /live/group/{type} (000 §2.6): group tabs (award2024 not among them),
// poster strip, group banners, what the group adds (the sports schedule), the sort and the list by 60.
import type { ReactNode } from "react";
import { Link } from "@remix-run/react";
import { defaultMenuFor } from "~/domain/cards";
import { PAGE_SIZE } from "~/domain/paging";
import { LIVE_SORTS, LIVE_TABS, liveTabHref, type LivePageData, type LiveTab } from "~/domain/live";
import { live } from "~/i18n/ko/live";
import { FilterForm, FilterSelect } from "../directory/FilterForm";
import { MoreLink } from "../directory/MoreLink";
import { PagedCards } from "../directory/PagedCards";
import { GroupBanners } from "./GroupBanners";
import styles from "./live.module.css";
import { PosterStrip } from "./PosterStrip";

const t = live;
const SORT_OPTIONS = LIVE_SORTS.map((value) => ({ value, label: t.sorts[value] }));

export function LivePage({ data, children }: { data: LivePageData; children?: ReactNode }) {
  const tab: LiveTab = data.group;
  return (
    <>
      <nav aria-label={t.tabsLabel} className={styles.tabs}>
        <ul>
          {LIVE_TABS.map((item) => (
            <li key={item}>
              <Link to={liveTabHref(item)} aria-current={item === tab ? "page" : undefined} prefetch="intent">
                {t.groups[item]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h1 className="visually-hidden">{t.title(t.groups[tab])}</h1>
      {data.group !== "all" && data.posters.length ? <PosterStrip type={data.group} posters={data.posters} selected={data.selected} adult={data.adult} /> : null}
      {data.banners.length ? <GroupBanners banners={data.banners} /> : null}
      {children}
      <FilterForm label={t.sortLabel} submitLabel={t.apply}>
        {data.selected ? <input type="hidden" name="categoryName" value={data.selected} /> : null}
        <FilterSelect name="sort" label={t.sortLabel} value={data.sort} options={SORT_OPTIONS} />
      </FilterForm>
      <PagedCards
        cards={data.cards}
        pageSize={PAGE_SIZE.live}
        location="live"
        variant="live"
        menu={(card) => defaultMenuFor(card.kind)}
        label={t.title(data.selected ?? t.groups[tab])}
        empty={<p className={styles.empty}>{t.empty}</p>}
      />
      {data.isMore ? <MoreLink page={data.page} label={t.more} /> : null}
    </>
  );
}
