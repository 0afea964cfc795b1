// The basic settings form (001 §2.13): station name (codes 1305 / 1306), title, profile text and up to
// six links, each with a type and a URL checked by the URL rule (001 §5).
import * as z from "zod/v4-mini";
import { LINK_TYPE_CODES } from "~/domain/station";
import { BASIC_LIMITS, STATION_NAME, stationNameProblem } from "~/domain/station-settings";
import { normaliseUrlInput } from "~/domain/url-input";
import { stationSettings as station } from "~/i18n/ko/station/settings";

const t = station.settings.basic;

const LINK_CODES = Object.values(LINK_TYPE_CODES).map(String);

const link = z
  .object({
    type: z.optional(z.string()),
    url: z.optional(z.string()),
    name: z.optional(z.string().check(z.maxLength(BASIC_LIMITS.linkNameMax, t.linkNameMax(BASIC_LIMITS.linkNameMax)))),
  })
  .check((ctx) => {
    const value = ctx.value;
    const url = value.url?.trim() ?? "";
    // An untouched row (no type, no URL) is simply not a link.
    if (!url && !value.type) return;
    if (!value.type || !LINK_CODES.includes(value.type)) ctx.issues.push({ code: "custom", message: t.linkTypeRequired, path: ["type"], input: value.type });
    if (!normaliseUrlInput(url).ok) ctx.issues.push({ code: "custom", message: t.urlInvalid, path: ["url"], input: url });
  });

export const basicSchema = z.object({
  name: z.string(t.nameCodes[STATION_NAME.NOT_ALLOWED]).check(
    z.refine((value) => stationNameProblem(value) !== STATION_NAME.NOT_ALLOWED, t.nameCodes[STATION_NAME.NOT_ALLOWED]),
    z.refine((value) => stationNameProblem(value) !== STATION_NAME.TOO_LONG, t.nameCodes[STATION_NAME.TOO_LONG]),
  ),
  title: z.optional(z.string().check(z.maxLength(BASIC_LIMITS.titleMax, t.titleMax(BASIC_LIMITS.titleMax)))),
  profileText: z.optional(z.string().check(z.maxLength(BASIC_LIMITS.profileMax, t.profileMax(BASIC_LIMITS.profileMax)))),
  links: z.optional(z.array(link).check(z.maxLength(BASIC_LIMITS.links))),
});
