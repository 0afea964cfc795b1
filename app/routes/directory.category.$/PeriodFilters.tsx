// The options of a VOD or Catch tab with their period (000 §2.5, §4.6, §5): choosing '직접입력' opens the
// date-range picker (loaded only then); a custom period without its dates opens it by itself, and
// contents wait until a range is applied. Without JS the form's native date pair is the picker.
import { type ComponentType, useEffect, useRef, useState } from "react";
import { FilterFormHtml } from "~/components/directory/FilterFormHtml";
import type { PeriodFilter } from "~/domain/directory";
import type { DateRangePickerProps } from "./DateRangePicker";

export function PeriodFilters({ html, period, today }: { html: string; period: PeriodFilter; today: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [DateRangePicker, setPicker] = useState<ComponentType<DateRangePickerProps> | null>(null);
  useEffect(() => {
    if (open && !DateRangePicker) void import("./DateRangePicker").then((module) => setPicker(() => module.default));
  }, [open, DateRangePicker]);
  const unapplied = period.type === "directInput" && !period.applyStatus;
  useEffect(() => {
    if (unapplied) setOpen(true);
  }, [unapplied]);
  const form = box.current?.querySelector("form");
  return (
    <div ref={box}>
      <FilterFormHtml html={html} onCustomPeriod={() => setOpen(true)} />
      {open && DateRangePicker && form ? <DateRangePicker period={period} today={today} form={form} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
