import { isOn, type FlagValue } from "~/domain/access";
import { withoutControls } from "~/domain/text";
import { ADULT_AGE, type Viewer } from "~/domain/viewer";
import { mediaUrl } from "~/domain/media";

/** Raw authentication data (station API /authentication), snake_case with strings or numbers. */
export type RawAuthentication = {
  user_id: string;
  nickname?: string | null;
  user_nick?: string | null;
  profile_image?: string | null;
  user_age?: number | string | null;
  is_realname_check?: FlagValue;
  note_cnt?: number | string | null;
  is_best_bj?: FlagValue;
  is_partner_bj?: FlagValue;
  is_abroad_join?: FlagValue;
  is_af_supporters_bj?: FlagValue;
  is_suspended?: FlagValue;
};

export function normaliseViewer(raw: RawAuthentication): Viewer {
  const age = raw.user_age === null || raw.user_age === undefined || raw.user_age === "" ? null : Number(raw.user_age);
  const knownAge = age !== null && Number.isFinite(age) ? age : null;
  return {
    userId: raw.user_id,
    nickname: withoutControls(raw.nickname ?? "").trim() || withoutControls(raw.user_nick ?? "").trim() || raw.user_id,
    profileImageUrl: mediaUrl(raw.profile_image),
    age: knownAge,
    // An unknown age is treated as a minor: adult sections need a known age of 19 or more.
    isAdult: knownAge !== null && knownAge >= ADULT_AGE,
    isAbroad: isOn(raw.is_abroad_join),
    isSuspended: isOn(raw.is_suspended),
    isRealnameChecked: isOn(raw.is_realname_check),
    isBestBj: isOn(raw.is_best_bj),
    isPartnerBj: isOn(raw.is_partner_bj),
    isSupportersBj: isOn(raw.is_af_supporters_bj),
    noteCount: Number(raw.note_cnt ?? 0) || 0,
  };
}
