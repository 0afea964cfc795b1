// A live broadcast in the main list's shape (upstream-shapes.md §1), the form the home, directory and
// search answers all start from: strings everywhere but is_drops and is_subtitle, no avatar.
import type { LiveTableRow } from "../rows";
import { fromJson } from "../db";
import type { ModuleContext } from "../types";
import { imagePaths } from "./media";

export type MainListLiveRow = LiveTableRow & { nickname: string; station_name: string | null; category_name: string | null };

/** The fields as the home lists send them; the other lists override a few (by key, so the order stays). */
export function mainListLive(ctx: ModuleContext, row: MainListLiveRow, rank: number) {
  return {
    broad_no: String(row.broad_no),
    parent_broad_no: "0",
    user_id: row.user_id,
    user_nick: row.nickname,
    station_name: row.station_name ?? "",
    broad_title: row.broad_title,
    broad_title_translate: "",
    broad_memo: "",
    broad_thumb: ctx.protocolRelativeUrl(imagePaths.live(row.broad_no, row.broad_no % 1000)),
    broad_start: row.broad_start,
    broad_grade: String(row.broad_grade),
    broad_bps: String(row.broad_bps),
    broad_resolution: row.broad_resolution,
    visit_broad_type: String(row.visit_broad_type),
    broad_type: String(row.broad_type),
    current_view_cnt: String(row.pc_view_cnt),
    m_current_view_cnt: String(row.mobile_view_cnt),
    allowed_view_cnt: "0",
    total_view_cnt: String(row.pc_view_cnt + row.mobile_view_cnt),
    pc_view_cnt: String(row.pc_view_cnt),
    mobile_view_cnt: String(row.mobile_view_cnt),
    is_password: row.is_password ? "Y" : "N",
    rank: String(rank),
    is_drops: row.is_drops,
    subscription_only: String(row.subscription_only),
    subtitle_cd: "",
    is_subtitle: false,
    broad_cate_no: row.category_no,
    category_name: row.category_name ?? "",
    category_tags: fromJson<string[]>(row.category_tags, []),
    hash_tags: fromJson<string[]>(row.hash_tags, []),
    auto_hashtags: fromJson<string[]>(row.auto_hashtags, []),
    lang_tags: ["한국어"],
    strm_lang_type: "ko_KR",
  };
}
