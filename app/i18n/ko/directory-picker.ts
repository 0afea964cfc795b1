// Texts of the directory's date-range picker (000 §2.5, §5), apart from the area's other texts because
// the picker loads only when first used; the calendar words the spec leaves to us are ours.
import { calendar } from "./calendar";
import { common } from "./common";
import { directory } from "./directory";

export const picker = {
  placeholder: directory.picker.placeholder,
  apply: common.actions.submit,
  range: (start: string, end: string) => `${start} ~ ${end}`,
  prevMonth: calendar.prevMonth,
  nextMonth: calendar.nextMonth,
  month: calendar.month,
  weekdays: calendar.weekdays,
} as const;
