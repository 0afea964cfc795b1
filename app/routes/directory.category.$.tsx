// /directory/category/{menuId} and /directory/category/{categoryName}/{live|vod|catch} (000 §2.5): menu
// ids go to their LIVE tab, names with a literal '/' are re-encoded, unknown types go to the list; an
// admin menu page ('{menuName} 콘텐츠') or a category page ('{name} 카테고리') with its header, the tabs
// of its contentsDisplay (a disabled tab falls back and the URL is replaced), the tab's sort, file type
// and period (remembered on the device), and the contents by 60 (live) or 120 with hidden streamers left out.
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ContentTabs } from "~/components/directory/ContentTabs";
import styles from "~/components/directory/directory.module.css";
import { FilterForm, FilterSelect } from "~/components/directory/FilterForm";
import { MoreLink } from "~/components/directory/MoreLink";
import { PagedCards } from "~/components/directory/PagedCards";
import { PeriodField } from "~/components/directory/PeriodField";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { defaultMenuFor } from "~/domain/cards";
import { CATEGORY_TITLE_ID, hasPeriod, SORTS, VOD_FILE_TYPES } from "~/domain/directory";
import { PAGE_SIZE } from "~/domain/paging";
import { directory } from "~/i18n/ko/directory";
import type { categoryPageLoader } from "~/utils/category-page.server";
import { titleMeta } from "~/utils/meta";

const t = directory;
const BASE = "/directory/category/";

export { categoryPageLoader as loader } from "~/utils/category-page.server";

export const meta: MetaFunction<typeof categoryPageLoader> = ({ matches, data }) => {
  if (data?.kind !== "page") return titleMeta(matches, t.listTitle);
  return titleMeta(matches, data.menu ? t.menuTitle(data.menu.menuName) : t.categoryTitle(data.categoryName ?? data.name));
};

export default function CategoryPage() {
  const data = useLoaderData<typeof categoryPageLoader>();
  if (data.kind === "missing") {
    return (
      <>
        <div dangerouslySetInnerHTML={{ __html: data.menuBar }} />
        <div className={styles.notFound}>
          <h1 className={styles.title}>{t.notFound}</h1>
          <p>
            <Link to="/directory/category">{t.toList}</Link>
          </p>
        </div>
      </>
    );
  }
  const { menuBar, menu, header, name, type, display, filters, today, page, ready, cards, isMore } = data;
  const basePath = `${BASE}${encodeURIComponent(menu ? menu.menuId : name)}`;
  const sorts = SORTS[type] as readonly string[];
  const sortLabels = t.sorts[type] as Record<string, string>;
  return (
    <>
      <div dangerouslySetInnerHTML={{ __html: menuBar }} />
      {header ? (
        <div dangerouslySetInnerHTML={{ __html: header }} />
      ) : (
        <h1 id={CATEGORY_TITLE_ID} className={styles.title}>
          {t.menuTitle(menu?.menuName ?? name)}
        </h1>
      )}
      <ContentTabs basePath={basePath} active={type} display={display} />
      <FilterForm label={t.filters.label} submitLabel={t.filters.apply}>
        <FilterSelect name="sort" label={t.filters.sort} value={filters.sort} options={sorts.map((value) => ({ value, label: sortLabels[value] }))} />
        {type === "vod" ? (
          <FilterSelect name="fileType" label={t.filters.fileType} value={filters.fileType} options={VOD_FILE_TYPES.map((value) => ({ value, label: t.fileTypes[value] }))} />
        ) : null}
        {hasPeriod(type) ? <PeriodField period={filters.period} today={today} /> : null}
      </FilterForm>
      {!ready && display[type] ? (
        <p className={styles.hint}>{t.picker.placeholder}</p>
      ) : (
        <PagedCards
          cards={cards}
          pageSize={PAGE_SIZE[type]}
          location="directory"
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
