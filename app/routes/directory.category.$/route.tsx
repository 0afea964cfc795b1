// /directory/category/{menuId} and /directory/category/{categoryName}/{live|vod|catch} (000 §2.5): menu
// ids go to their LIVE tab, names with a literal '/' are re-encoded, unknown types go to the list; an
// admin menu page ('{menuName} 콘텐츠') or a category page ('{name} 카테고리') with its header, the tabs
// of its contentsDisplay (a disabled tab falls back and the URL is replaced), the tab's sort, file type
// and period (remembered on the device), and the contents by 60 (live) or 120 with hidden streamers left out.
// The loader is category.server.ts.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import styles from "~/components/directory/directory.module.css";
import { FilterFormHtml } from "~/components/directory/FilterFormHtml";
import { MoreLink } from "~/components/directory/MoreLink";
import { PagedCards } from "~/components/directory/PagedCards";
import { StaticHtml } from "~/components/directory/StaticHtml";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { cardsOf } from "~/domain/card-columns";
import { defaultMenuFor } from "~/domain/cards";
import { PAGE_SIZE } from "~/domain/paging";
import { directory } from "~/i18n/ko/directory";
import { titleMeta } from "~/utils/meta";
import type { loader } from "./category.server";
import { SubBanner } from "./SubBanner";
import { PeriodFilters } from "./PeriodFilters";

export { loader } from "./category.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

const t = directory;

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => titleMeta(matches, data?.kind === "page" ? data.title : t.listTitle);

export default function CategoryPage() {
  const data = useLoaderData<typeof loader>();
  // The menu bar, header, tabs and options (or the missing category's text) come as server-rendered HTML.
  if (data.kind === "missing") return <StaticHtml html={data.html} />;
  const { top, filterForm, period, today, type, page, firstPage, waiting, cards, isMore, subBanner, firstScreen } = data;
  return (
    <>
      <StaticHtml html={top} />
      {/* Keyed by the ad and the page's category: a category change starts it folded and open again. */}
      {subBanner ? <SubBanner key={`${subBanner.key}:${data.title}`} ad={subBanner} /> : null}
      {period ? <PeriodFilters html={filterForm} period={period} today={today} /> : <FilterFormHtml html={filterForm} />}
      {waiting ? (
        <p className={styles.hint}>{t.picker.placeholder}</p>
      ) : (
        <PagedCards
          cards={cardsOf(cards)}
          inHtml={cards.inHtml}
          firstScreen={firstScreen}
          pageSize={PAGE_SIZE[type]}
          firstPage={firstPage}
          location="directory"
          reloadParams="sort fileType period start end"
          variant={type === "live" ? "live" : type === "catch" ? "catch" : "cards"}
          menu={(card) => defaultMenuFor(card.kind)}
          label={t.tabs[type]}
          empty={<p className={styles.empty}>{type === "live" ? t.emptyLive : t.emptyContents}</p>}
        />
      )}
      {isMore ? <MoreLink page={page} label={t.more} /> : null}
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
