// The date-range picker of the directory's custom period (000 §2.5, §5), loaded on first use: a month
// calendar from January 2007 to December of this year, future days disabled, '적용' only with both ends.
// Applying submits the options form with the range; closing puts the period select back as it was.
import { useSubmit } from "@remix-run/react";
import { useState } from "react";
import { Dialog } from "~/components/dialog/Dialog";
import { EARLIEST_DATE, isSelectableDay, latestPickerDay, type PeriodFilter } from "~/domain/directory";
import { picker } from "~/i18n/ko/directory-picker";
import styles from "./picker.module.css";

const t = picker;
const two = (n: number) => String(n).padStart(2, "0");
const dayOf = (year: number, month: number, day: number) => `${year}-${two(month)}-${two(day)}`;

export type DateRangePickerProps = { period: PeriodFilter; today: string; form: HTMLFormElement; onClose: () => void };

export default function DateRangePicker({ period, today, form, onClose }: DateRangePickerProps) {
  const submit = useSubmit();
  const [start, setStart] = useState<string | null>(period.start);
  const [end, setEnd] = useState<string | null>(period.end);
  const shown = start ?? today;
  const [month, setMonth] = useState({ year: Number(shown.slice(0, 4)), month: Number(shown.slice(5, 7)) });

  const first = { year: Number(EARLIEST_DATE.slice(0, 4)), month: 1 };
  const last = { year: Number(latestPickerDay(today).slice(0, 4)), month: 12 };
  const index = (m: { year: number; month: number }) => m.year * 12 + m.month - 1;
  const move = (delta: number) => {
    const next = index(month) + delta;
    if (next < index(first) || next > index(last)) return;
    setMonth({ year: Math.floor(next / 12), month: (next % 12) + 1 });
  };

  const pick = (day: string) => {
    if (!start || end) {
      setStart(day);
      setEnd(null);
    } else if (day < start) {
      setEnd(start);
      setStart(day);
    } else setEnd(day);
  };

  const close = () => {
    const select = form.querySelector<HTMLSelectElement>('select[name="period"]');
    if (select) select.value = period.type;
    onClose();
  };
  const apply = (from: string, to: string) => {
    const data = new FormData(form);
    data.set("period", "directInput");
    data.set("start", from);
    data.set("end", to);
    onClose();
    submit(data, { method: "get", preventScrollReset: true });
  };

  const daysInMonth = new Date(Date.UTC(month.year, month.month, 0)).getUTCDate();
  const lead = new Date(Date.UTC(month.year, month.month - 1, 1)).getUTCDay();
  const cells: Array<string | null> = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: daysInMonth }, (_, i) => dayOf(month.year, month.month, i + 1)),
  ];
  const weeks: Array<Array<string | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));

  return (
    <Dialog title={t.placeholder} onClose={close} className={styles.picker}>
      <p className={styles.pickerRange} aria-live="polite">
        {start ? t.range(start, end ?? "") : t.placeholder}
      </p>
      <div className={styles.pickerHead}>
        <button type="button" onClick={() => move(-1)} disabled={index(month) <= index(first)} aria-label={t.prevMonth}>
          <svg className="icon" aria-hidden>
            <use href="/icons.svg#chevron-left" />
          </svg>
        </button>
        <h3 id="picker-month">{t.month(month.year, month.month)}</h3>
        <button type="button" onClick={() => move(1)} disabled={index(month) >= index(last)} aria-label={t.nextMonth}>
          <svg className="icon" aria-hidden>
            <use href="/icons.svg#chevron-right" />
          </svg>
        </button>
      </div>
      <table className={styles.calendar} aria-labelledby="picker-month">
        <thead>
          <tr>
            {t.weekdays.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, row) => (
            <tr key={row}>
              {week.map((day, col) => {
                if (!day) return <td key={col} />;
                const selected = day === start || day === end;
                const inRange = start !== null && end !== null && day > start && day < end;
                return (
                  <td key={col}>
                    <button
                      type="button"
                      disabled={!isSelectableDay(day, today)}
                      aria-pressed={selected}
                      aria-label={day}
                      className={selected ? styles.daySelected : inRange ? styles.dayInRange : undefined}
                      onClick={() => pick(day)}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className={styles.primary} disabled={!start || !end} onClick={() => start && end && apply(start, end)}>
        {t.apply}
      </button>
    </Dialog>
  );
}
