// The options of a category page's tab (000 §2.5, §4.6, §5): sort, the VOD file type and, for VOD and
// Catch, the period. A custom period shows its range as a pair of native date inputs, which is the whole
// picker without JS; with JS, choosing '직접입력' opens the date-range picker (FilterFormHtml).
import styles from "~/components/directory/directory.module.css";
import { FilterForm, FilterSelect } from "~/components/directory/FilterForm";
import { EARLIEST_DATE, hasPeriod, PERIODS, SORTS, type TabFilters, VOD_FILE_TYPES, type ContentType } from "~/domain/directory";
import { directoryTop } from "~/i18n/ko/directory-top";

const t = directoryTop;

export function CategoryFilters({ action, type, filters, today }: { action: string; type: ContentType; filters: TabFilters; today: string }) {
  const sortLabels = t.sorts[type] as Record<string, string>;
  const { period } = filters;
  return (
    <FilterForm action={action} label={t.filters.label} submitLabel={t.filters.apply}>
      <FilterSelect
        name="sort"
        label={t.filters.sort}
        value={filters.sort}
        options={(SORTS[type] as readonly string[]).map((value) => ({ value, label: sortLabels[value] }))}
      />
      {type === "vod" ? (
        <FilterSelect
          name="fileType"
          label={t.filters.fileType}
          value={filters.fileType}
          options={VOD_FILE_TYPES.map((value) => ({ value, label: t.fileTypes[value] }))}
        />
      ) : null}
      {hasPeriod(type) ? (
        <span className={styles.period}>
          <FilterSelect name="period" label={t.filters.period} value={period.type} options={PERIODS.map((value) => ({ value, label: t.periods[value] }))} />
          {period.type === "directInput" ? (
            <span className={styles.datePair}>
              <label>
                {t.dates.start}
                <input type="date" name="start" min={EARLIEST_DATE} max={today} defaultValue={period.start ?? ""} />
              </label>
              <label>
                {t.dates.end}
                <input type="date" name="end" min={EARLIEST_DATE} max={today} defaultValue={period.end ?? ""} />
              </label>
            </span>
          ) : null}
        </span>
      ) : null}
    </FilterForm>
  );
}
