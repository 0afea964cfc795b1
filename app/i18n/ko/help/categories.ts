// The words domain/help.ts builds its tables from: the forms' type words (002 §9.6) and the names of the
// help categories (§9.2–9.4), copied exactly from the spec, in the spec's order (domain/help.ts pairs them
// with their node ids, listed in the same order). Plain arrays, so that a list no browser code uses is
// left out of the bundle.
import { helpShared } from "./shared";

/** §9.6: the type words the forms' labels are built from ('문의 유형', '신고하기', ...). */
export const helpTypeWords = { inquiry: "문의", report: "신고" } as const;

/** The type word of a form: '문의' or '신고'. */
export type HelpTypeWord = (typeof helpTypeWords)[keyof typeof helpTypeWords];

const userInfo = "유저정보";
const item = "아이템";
const payment = "결제";
const other = helpShared.kinds.other;

/** Help-home categories (§9.2). */
export const helpHomeCategoryNames = [userInfo, "방송/참여하기", "선물/후원", payment, item, other] as const;

/** Inquiry categories (§9.3). */
export const inquiryCategoryNames = [
  "회원 가입/탈퇴",
  userInfo,
  "방송하기",
  "참여하기",
  "VOD",
  "건의하기",
  "장애/버그",
  item,
  payment,
  "별풍선환전",
  "청소년유해물신고",
  "청소년스트리머 상담센터",
  other,
] as const;

/** Content report categories (§9.4). */
export const reportCategoryNames = ["불법/음란", "저작권 침해", "명예훼손", "청소년 유해", other] as const;

/** The single category of the illegal report (§5.3); the objection's is helpShared.kinds.objection. */
export const illegalReportCategoryName = "불법촬영물등 유통신고";
