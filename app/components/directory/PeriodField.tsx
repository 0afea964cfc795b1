// The period filter of the VOD and Catch tabs (000 §2.5, §4.6, §5). Choosing '직접입력' opens the
// date-range picker (loaded only then); contents wait until a range is applied. The chosen range shows
// as a pair of native date inputs, which is also the whole picker without JS.
import { useSubmit } from "@remix-run/react";
import { type ComponentType, useEffect, useRef, useState } from "react";
import { EARLIEST_DATE, PERIODS, type PeriodFilter } from "~/domain/directory";
import { directory } from "~/i18n/ko/directory";
import styles from "./directory.module.css";
import { FilterSelect } from "./FilterForm";

const t = directory;
type Picker = ComponentType<{ start: string | null; end: string | null; today: string; onApply: (start: string, end: string) => void; onClose: () => void }>;
const OPTIONS = PERIODS.map((value) => ({ value, label: t.periods[value] }));

export function PeriodField({ period, today }: { period: PeriodFilter; today: string }) {
  const submit = useSubmit();
  const anchor = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  // The picker loads on first use.
  const [DateRangePicker, setPicker] = useState<Picker | null>(null);
  useEffect(() => {
    if (open && !DateRangePicker) void import("./DateRangePicker").then((module) => setPicker(() => module.default));
  }, [open, DateRangePicker]);
  // A custom period without its dates opens the picker (000 §5); it never closes it by itself.
  const unapplied = period.type === "directInput" && !period.applyStatus;
  useEffect(() => {
    if (unapplied) setOpen(true);
  }, [unapplied]);

  const form = () => anchor.current?.closest("form") ?? null;
  const close = () => {
    setOpen(false);
    const select = form()?.querySelector<HTMLSelectElement>('select[name="period"]');
    if (select) select.value = period.type;
  };
  const apply = (start: string, end: string) => {
    const current = form();
    if (!current) return;
    const data = new FormData(current);
    data.set("period", "directInput");
    data.set("start", start);
    data.set("end", end);
    setOpen(false);
    submit(data, { method: "get", preventScrollReset: true });
  };

  return (
    <span ref={anchor} className={styles.period}>
      <FilterSelect
        name="period"
        label={t.filters.period}
        value={period.type}
        options={OPTIONS}
        onChange={(event) => {
          if (event.currentTarget.value !== "directInput") return;
          event.stopPropagation();
          setOpen(true);
        }}
      />
      {period.type === "directInput" ? (
        <span className={styles.datePair}>
          <label>
            {t.picker.start}
            <input type="date" name="start" min={EARLIEST_DATE} max={today} defaultValue={period.start ?? ""} key={period.start} />
          </label>
          <label>
            {t.picker.end}
            <input type="date" name="end" min={EARLIEST_DATE} max={today} defaultValue={period.end ?? ""} key={period.end} />
          </label>
        </span>
      ) : null}
      {open && DateRangePicker ? <DateRangePicker start={period.start} end={period.end} today={today} onApply={apply} onClose={close} /> : null}
    </span>
  );
}
