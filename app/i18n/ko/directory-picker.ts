// Texts of the directory's date-range picker (000 §2.5, §5), apart from the area's other texts because
// the picker loads only when first used; the calendar words the spec leaves to us are ours.
export const picker = {
  placeholder: "기간을 선택해 주세요.",
  apply: "적용",
  range: (start: string, end: string) => `${start} ~ ${end}`,
  prevMonth: "이전 달",
  nextMonth: "다음 달",
  month: (year: number, month: number) => `${year}년 ${month}월`,
  weekdays: ["일", "월", "화", "수", "목", "금", "토"],
} as const;
