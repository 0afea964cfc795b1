// The objection form's own notice (002 §2.10), in a module of its own so that the other forms do not ship it.
export const helpObjection = {
  notice: "정지기간 중 이의신청은 1회만 가능하며 접수 진행 시 수정 및 삭제가 불가합니다.",
} as const;
