// Rows of the core dataset's `lives` and `vods` tables (modules/core.ts), as `SELECT l.*` / `SELECT v.*`
// return them. Modules add the columns their own joins bring (nickname, station name, category name).
export type LiveTableRow = {
  broad_no: number;
  user_id: string;
  broad_title: string;
  category_no: string;
  broad_start: string;
  broad_grade: number;
  is_password: number;
  broad_type: number;
  subscription_only: number;
  visit_broad_type: number;
  pc_view_cnt: number;
  mobile_view_cnt: number;
  is_drops: number;
  hash_tags: string;
  category_tags: string;
  auto_hashtags: string;
  broad_resolution: string;
  broad_bps: number;
};

export type VodTableRow = {
  title_no: number;
  user_id: string;
  station_no: number;
  bbs_no: number;
  title: string;
  file_type: string;
  category_no: string;
  vod_category_no: string;
  grade: number;
  reg_date: string;
  duration_ms: number;
  view_cnt: number;
  like_cnt: number;
  comment_cnt: number;
  auth_no: number;
  is_ppv: number;
  subscription_only: number;
  hash_tags: string;
  category_tags: string;
  original_user_id: string | null;
  resolution_type: string;
  story_idx: number | null;
  flag: string;
};
