// Rules of the occasional search sections (000 §2.7, §4.9): suggestion and homonym links, the profile
// card's fields and medals, and the esports schedule rows. Apart from domain/search.ts so that their
// code loads with those sections (routes/search/occasional/).
import { searchHref, type EsportMatch, type Medal, type ProfileField, type SearchProfile } from "./search";

/** Search again from a suggestion line (szStype=mk, acttype=mk; the origin link also removes the suggestion). */
export function suggestionHref(keyword: string, removeSuggest: boolean): string {
  return searchHref({
    szLocation: "total_search",
    szSearchType: "total",
    szKeyword: keyword,
    szStype: "mk",
    acttype: "mk",
    hasRemoveSuggest: removeSuggest ? "true" : null,
  });
}

/** Homonym links (000 §2.7). */
export function homonymHref(keyword: string): string {
  return searchHref({
    szLocation: "total_search",
    szSearchType: "total",
    acttype: "homonym",
    szStype: "homonym",
    szKeyword: keyword,
    szVideoFileType: "ALL",
    rs: 1,
  });
}

/** Profile medals are filtered to these kinds (000 §2.7). */
export const PROFILE_MEDAL_KINDS = ["best_streamer", "award", "partner"] as const;
export const profileMedals = (medals: Medal[]) => medals.filter((medal) => (PROFILE_MEDAL_KINDS as readonly string[]).includes(medal.kind.toLowerCase()));

/** The profile card's fields in order, only those with a value. */
export function profileFields(profile: SearchProfile): ProfileField[] {
  const fields: ProfileField[] = [];
  if (profile.stationTitle) fields.push("intro");
  if (profile.notice) fields.push("notice");
  if (profileMedals(profile.medals).length) fields.push("medal");
  if (profile.bornYear !== null && profile.age !== null) fields.push("age");
  if (profile.viewCount !== null) fields.push("viewers");
  if (profile.broadTimeHours !== null) fields.push("broadTime");
  if (profile.careers.length) fields.push("career");
  return fields;
}

export type EsportLabel = "scheduled" | "live" | "finished" | "noBroadcast" | "cancelled" | "replay";

/**
 * Where '다시보기' leads: the VOD itself, else the board or the station it was posted on. A board or a
 * station is reached through its owner (the VOD's uploader, else the streamer who broadcast the match);
 * without one there is nowhere to go.
 */
export type EsportReplay =
  | { kind: "vod"; titleNo: string; app?: { stationNo: string; bbsNo: string } }
  | { kind: "board"; userId: string; bbsNo: string }
  | { kind: "station"; userId: string };

type ReplayIds = Pick<EsportMatch, "titleNo" | "bbsNo" | "stationNo" | "vodUserId" | "bjId">;

export function esportReplay(match: ReplayIds): EsportReplay | null {
  if (match.titleNo)
    return { kind: "vod", titleNo: match.titleNo, app: match.stationNo && match.bbsNo ? { stationNo: match.stationNo, bbsNo: match.bbsNo } : undefined };
  const owner = match.vodUserId || match.bjId;
  if (!owner) return null;
  if (match.bbsNo) return { kind: "board", userId: owner, bbsNo: match.bbsNo };
  if (match.stationNo) return { kind: "station", userId: owner };
  return null;
}

/** How an esports match shows (000 §4.9). */
export type EsportRow = { label: EsportLabel; showScores: boolean; cover: boolean; link: { kind: "live" } | EsportReplay | null };

export function esportRow(match: Pick<EsportMatch, "status"> & ReplayIds): EsportRow {
  switch (match.status) {
    case "1":
      return { label: "live", showScores: true, cover: false, link: { kind: "live" } };
    case "2":
      return { label: "finished", showScores: true, cover: true, link: null };
    case "3":
      return { label: "noBroadcast", showScores: true, cover: false, link: null };
    case "4":
      return { label: "cancelled", showScores: false, cover: false, link: null };
    case "5":
    case "8": {
      // '다시보기' when a VOD, board or station id leads somewhere, else 경기종료.
      const replay = esportReplay(match);
      return { label: replay ? "replay" : "finished", showScores: true, cover: true, link: replay };
    }
    default:
      return { label: "scheduled", showScores: false, cover: false, link: null };
  }
}

/** The league tab index must be a whole number within the tabs ('전체' is 0); anything else is 0. */
export function leagueIndex(value: number | null, leagueCount: number): number {
  return value !== null && Number.isInteger(value) && value >= 0 && value <= leagueCount ? value : 0;
}

/** The day before or after a 'YYYY-MM-DD' date. */
export function shiftDate(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
