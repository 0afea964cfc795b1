// The static host's files (000 §7.1, §7.5): the popular live list and the categories of the home page, the
// poster categories of a live group and the static main info's group and text banners. Lists that are the
// same for everyone come from the shared cache; failures give empty defaults.
import { z } from "zod";
import type { BroadcastCard } from "~/domain/cards";
import type { CategoryTile } from "~/domain/category";
import type { BannerKey, GroupBanner, LiveGroupType, PosterCategory, TextBanner } from "~/domain/live";
import { normaliseLive } from "~/normalise/avatars.server";
import { normaliseCategory, normaliseList } from "~/normalise/cards";
import { snakeKeys } from "~/normalise/fields";
import { normaliseGroupBanner, normalisePoster, normaliseTextBanner } from "~/normalise/live";
import { LIVE_LIST_CACHE, SHARED_CACHE, sharedList } from "../cache.server";
import { orDefault, upstreamFetch } from "../policy.server";
import { looseArray, numberOr, snake } from "../schema.server";
import type { CallContext } from "../transport.server";

const item = z.object({}).passthrough();
const items = looseArray(z.unknown());

const LiveListSchema = snake(z.object({ total_cnt: numberOr(0), broad: items }).passthrough());
/** The popular live list (top 80); the _with_adult file for viewers of 19 and over. */
export async function getPopularLives(ctx: CallContext, withAdult: boolean): Promise<BroadcastCard[]> {
  const file = withAdult ? "main_broad_list_with_adult_json.js" : "main_broad_list_json.js";
  return sharedList(`home:${file}`, LIVE_LIST_CACHE, async () => {
    const answer = orDefault(await upstreamFetch(ctx, "static", `/pc/ko_KR/${file}`, { query: { [Date.now()]: "" }, schema: LiveListSchema }), null);
    return answer && normaliseList(answer.broad, normaliseLive);
  });
}

const CategoryListSchema = snake(z.object({ data: items }).passthrough());
export async function getCategories(ctx: CallContext): Promise<CategoryTile[]> {
  return sharedList("home:categories", SHARED_CACHE, async () => {
    const answer = orDefault(await upstreamFetch(ctx, "static", "/main/main_category_ko_KR.js", { schema: CategoryListSchema }), null);
    return answer && normaliseList(answer.data, normaliseCategory);
  });
}

/** Static .js lists may be plain JSON or JSON assigned to a variable ('var x = {...};'). */
export function parseScriptJson(text: string): unknown {
  const body = text.replace(/^\uFEFF/, "").trim();
  if (body.startsWith("{") || body.startsWith("[")) return JSON.parse(body);
  const start = body.search(/[[{]/);
  const end = Math.max(body.lastIndexOf("}"), body.lastIndexOf("]"));
  if (start === -1 || end <= start) throw new SyntaxError("no JSON in script");
  return JSON.parse(body.slice(start, end + 1));
}

const DataListAnswer = z.object({ data: looseArray(item) }).passthrough();
export async function getPosterCategories(ctx: CallContext, type: LiveGroupType): Promise<PosterCategory[]> {
  const result = await upstreamFetch(ctx, "static", `/main/main_${type}category_viewer.js`, { schema: DataListAnswer, parse: parseScriptJson });
  return normaliseList(orDefault(result, null)?.data, normalisePoster);
}

export type GroupStatics = { banners: Partial<Record<BannerKey, GroupBanner[]>>; textBanners: TextBanner[] };

const BANNER_KEYS: BannerKey[] = ["game", "sport", "virtual", "music", "pet", "hobby", "art"];

/**
 * Group and text banners from the static main info (static_list.js, 000 §7.1): {key}BannerResult (1 =
 * shown) with {key}BannerData[], and sportTextBannerResult with sportTextBannerData[].
 */
export async function getGroupStatics(ctx: CallContext): Promise<GroupStatics> {
  const result = await upstreamFetch(ctx, "static", "/main/static_list.js", {
    query: { _: Date.now() },
    schema: z.object({}).passthrough(),
    parse: parseScriptJson,
  });
  const raw = snakeKeys(orDefault(result, {}));
  const shown = (name: string) => Number(raw[`${name}_result`] ?? 0) === 1;
  const list = (name: string) => (Array.isArray(raw[`${name}_data`]) ? (raw[`${name}_data`] as unknown[]) : []);
  const banners: GroupStatics["banners"] = {};
  for (const key of BANNER_KEYS) if (shown(`${key}_banner`)) banners[key] = normaliseList(list(`${key}_banner`), normaliseGroupBanner);
  return { banners, textBanners: shown("sport_text_banner") ? normaliseList(list("sport_text_banner"), normaliseTextBanner) : [] };
}
