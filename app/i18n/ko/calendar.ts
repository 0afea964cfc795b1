// Calendar words of the directory's date-range picker and the station calendar (000 §2.5, 001 §2.9); the
// spec leaves them to us.
export const calendar = {
  prevMonth: "이전 달",
  nextMonth: "다음 달",
  month: (year: number, month: number) => `${year}년 ${month}월`,
  weekdays: ["일", "월", "화", "수", "목", "금", "토"],
} as const;
