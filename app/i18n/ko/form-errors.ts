// Validation messages shared by the help forms (002 §5) and the station write form (001 §9).
export const formErrors = {
  titleRequired: "제목을 입력해 주세요.",
  contentRequired: "내용을 입력해 주세요.",
} as const;
