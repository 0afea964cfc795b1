// Every link leads somewhere: as a guest, a member (on the web and in the app's webview) and a
// station owner, the links of the main pages (home, My, the feed, the hot list, '방송국 새 글', the story
// list, search, the directory, live, the star ranking, a station, help) must answer: no 4xx or 5xx and not
// the portal's not-found page, except the pages that refuse on purpose (a board or a station the viewer may
// not see). In the webview the web addresses inside the app's deep links (browser/station's url, share's
// url) are asked. Links to the reference upstream (players, the older station host, login) are asked too,
// not followed further.
// Cheap by design (the whole e2e run has a time budget): the server's HTML is fetched over HTTP (the same
// HTML JS off gets; links only JavaScript adds are the same kinds), once, in the JS project; links are
// deduplicated by kind (see kindOf) and capped.
import type { APIRequestContext } from "@playwright/test";
import { decodeEntities } from "../tests/html";
import { expect, test, upstreamUrl, isNoJs, type Template } from "./fixtures";

const CONCURRENCY = 4;
/** At most this many links are asked (the kinds below come to about 100 today). */
const MAX_LINKS = 140;
const APP_UA = "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 StreamOnApp/8.16.0";
/** The portal's not-found page (app/routes/$), whatever its status. */
const NOT_FOUND_TITLE = "다시 한 번 주소를 확인해 주세요.";
/** Titles of the pages that refuse on purpose (403): read permissions, station states, settings. */
const REFUSALS = [
  "게시판을 볼 수 없습니다.",
  "블라인드 처리된 방송국입니다.",
  "휴면 상태의 방송국입니다.",
  "이용이 정지된 방송국입니다.",
  "방송국에 들어갈 수 없습니다.",
  "이용이 정지된 회원입니다.",
  "방송국 관리 권한이 없습니다.",
];

const SEARCH = `/search?szKeyword=${encodeURIComponent("방송")}`;
type Persona = { name: string; template: Template | null; app?: boolean; seeds: (userId: string) => string[] };
// The pages the issue found dead links on come first.
const PERSONAS: Persona[] = [
  {
    name: "member",
    template: "viewer01",
    // Their playlists name a member without a station (no link to a station that does not exist).
    seeds: () => [
      "/my/feed",
      "/my/feed/hotissue",
      "/my/favorite",
      "/my/history/story",
      `${SEARCH}&szSearchType=post`,
      "/station/streamer01",
      "/my/history/playlist",
    ],
  },
  {
    name: "guest",
    template: null,
    seeds: () => ["/", "/star-rank", SEARCH, "/directory/category", "/live/all", "/station/streamer01/vod", "/help"],
  },
  // The owner sees the station's own links (SP 서포터즈 게시판, 베스트 스트리머, 파트너 스트리머, settings).
  { name: "owner", template: "streamer01", seeds: (userId) => [`/station/${userId}`] },
  // In the webview station and post links are browser/station deep links carrying the web address.
  // Players too: a player link is player/live or player/video, never the web player (see playersOnTheWeb).
  { name: "app", template: "viewer01", app: true, seeds: () => ["/my/feed/hotissue", `${SEARCH}&szSearchType=post`, "/my/feed", "/live/group/sports"] },
];

/**
 * One kind of link: on the portal its path with ids (a segment with a digit or not ASCII) as ':', the query
 * left out (tabs, sorts and paging are the same page); on the upstream the path and the query's names. A
 * kind naming an entity (a station, post, VOD, category) is asked once per page linking it, since each page
 * lists its own (the feed's posts, search's posts, …); any other kind once in the crawl.
 */
function kindOf(url: URL, portal: string, page: string): string {
  const path = url.pathname
    .split("/")
    .map((segment) => (/\d|%[89A-F]/i.test(segment) ? ":" : segment))
    .join("/");
  const query = url.origin === portal ? "" : `?${[...new Set(url.searchParams.keys())].sort().join("&")}`;
  const kind = `${url.origin}${path}${query}`;
  return path.includes(":") ? `${page} ${kind}` : kind;
}

/** The href of every <a> in server HTML; of an app deep link, the web addresses it carries. */
function hrefsOf(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].flatMap(([, raw]) => {
    const href = decodeEntities(raw);
    if (!href.startsWith("streamon://")) return [href];
    const query = new URLSearchParams(href.slice(href.indexOf("?") + 1));
    return [...query.values()].filter((value) => /^https?:\/\//.test(value));
  });
}

/** Links to the web's live or VOD player: inside the app every one should be a deep link (000 §2.3). */
function playersOnTheWeb(html: string, upstream: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="(https?:[^"]*)"/g)]
    .map(([, raw]) => new URL(decodeEntities(raw)))
    .filter((url) => url.origin === upstream && /^\/(play\/|vod\/player\/)/.test(url.pathname))
    .map((url) => url.href);
}

type Answer = { status: number; url: string; title: string; html: string };

/** GET with redirects followed by hand (within the allowed origins): the final answer. */
async function fetchFinal(api: APIRequestContext, start: string, allowed: string[]): Promise<Answer> {
  let url = start;
  for (let hop = 0; hop < 5; hop += 1) {
    // A kept-alive socket the server closed at the same moment is no answer: asked once more.
    const get = () => api.get(url, { maxRedirects: 0, failOnStatusCode: false, timeout: 20_000 });
    const response = await get().catch((error: Error) => (/ECONNRESET|socket hang up/.test(error.message) ? get() : Promise.reject(error)));
    const status = response.status();
    if (status >= 300 && status < 400) {
      const next = new URL(response.headers().location ?? "", url).href;
      if (!allowed.includes(new URL(next).origin)) return { status, url: next, title: "", html: "" };
      url = next;
      continue;
    }
    const html = (response.headers()["content-type"] ?? "").includes("html") ? await response.text() : "";
    return { status, url, title: decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ""), html };
  }
  return { status: 310, url, title: "too many redirects", html: "" };
}

async function inParallel<T>(items: T[], work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

test("every link the portal renders answers: guest, member, app webview, owner", async ({ playwright, baseURL }, testInfo) => {
  test.skip(isNoJs(testInfo), "the crawl reads the server's HTML, the same with JS off: the JS project runs it");
  testInfo.annotations.push({ type: "skip-axe", description: "the crawl visits no page in a browser" });
  const portal = new URL(baseURL!).origin;
  const upstream = upstreamUrl(baseURL!);
  const started = Date.now();

  // One request context per persona, with its session cookie (and the app's user agent).
  const setup = await playwright.request.newContext({ baseURL: upstream });
  const contexts = await Promise.all(
    PERSONAS.map(async (persona) => {
      const cookies = [{ name: "__popup_main_popup_winter", value: "y" }];
      let userId = "";
      if (persona.template) {
        const created = await setup.post("/__test/accounts", { data: { template: persona.template } });
        const account = (await created.json()) as { user_id: string; cookie: { name: string; value: string } };
        userId = account.user_id;
        cookies.push(account.cookie);
      }
      const state = cookies.map((cookie) => ({
        ...cookie,
        domain: "localhost",
        path: "/",
        expires: -1,
        httpOnly: false,
        secure: false,
        sameSite: "Lax" as const,
      }));
      const api = await playwright.request.newContext({
        baseURL: portal,
        storageState: { cookies: state, origins: [] },
        ...(persona.app ? { userAgent: APP_UA } : {}),
      });
      return { persona, api, seeds: persona.seeds(userId) };
    }),
  );
  await setup.dispose();

  const problems: string[] = [];
  // The seed pages, all at once; their links read in the personas' and seeds' order.
  const seeds = contexts.flatMap(({ persona, api, seeds }) => seeds.map((path) => ({ persona, api, path, answer: null as Answer | null })));
  await inParallel(seeds, async (seed) => {
    seed.answer = await fetchFinal(seed.api, `${portal}${seed.path}`, [portal]);
  });
  const links: Array<{ url: string; from: string; api: APIRequestContext }> = [];
  const asked = new Set<string>(seeds.map(({ path }) => `${portal}${path}`));
  const kinds = new Set<string>();
  for (const { persona, api, path, answer } of seeds) {
    const from = `${persona.name} ${path}`;
    if (answer!.status !== 200) {
      problems.push(`${answer!.status} ${from} (a page the crawl starts from)`);
      continue;
    }
    if (persona.app) for (const href of playersOnTheWeb(answer!.html, upstream)) problems.push(`a web player link in the app: ${href} (on ${from})`);
    for (const href of hrefsOf(answer!.html)) {
      if (!href || href.startsWith("#")) continue;
      const url = new URL(href, answer!.url);
      url.hash = "";
      if (![portal, upstream].includes(url.origin) || /\/logout/.test(url.pathname)) continue;
      const kind = kindOf(url, portal, `${persona.name} ${path}`);
      if (kinds.has(kind) || asked.has(url.href)) continue;
      kinds.add(kind);
      asked.add(url.href);
      links.push({ url: url.href, from, api });
    }
  }

  const checked = links.slice(0, MAX_LINKS);
  await inParallel(checked, async ({ url, from, api }) => {
    const answer = await fetchFinal(api, url, [portal, upstream]);
    const refused = answer.status === 403 && REFUSALS.some((title) => answer.title.startsWith(title));
    const where = `${url} (linked from ${from})${answer.url !== url ? ` → ${answer.url}` : ""}`;
    if (answer.status >= 400 && !refused) problems.push(`${answer.status} ${where}`);
    else if (answer.title.startsWith(NOT_FOUND_TITLE)) problems.push(`not-found page ${where}`);
  });
  // The icon every browser asks for on a first visit.
  const icon = await contexts[0].api.get("/favicon.ico", { failOnStatusCode: false });
  if (icon.status() !== 200 || !/^image\//.test(icon.headers()["content-type"] ?? "")) problems.push(`${icon.status()} /favicon.ico`);
  await Promise.all(contexts.map(({ api }) => api.dispose()));

  const summary = `${checked.length} of ${links.length} links from ${seeds.length} pages in ${Date.now() - started} ms`;
  testInfo.annotations.push({ type: "crawl", description: summary });
  console.log(`crawl: ${summary}`);
  // The pages the issue names must have been crawled with their posts.
  for (const from of ["member /my/feed", "member /my/feed/hotissue", "member /my/favorite", "member /my/history/story", "app /my/feed/hotissue"])
    expect(
      // A comment's own link (the story list's comments) is its post's, on the page of the comment.
      checked.some((link) => link.from === from && /\/post\/\d+(\?comment=\d+)?$/.test(link.url)),
      `a post link from ${from}`,
    ).toBe(true);
  expect(problems, "links that answer with an error").toEqual([]);
});

/** A station's pages, its posts and every link they show (comments' own links, their pages, replies and menus). */
const STATION_LINKS_MAX = 320;
const POSTS_FOLLOWED = 10;

test("a station's posts, crawled as a viewer and as its owner: every link answers, none with a refusal or the not-found page", async ({
  playwright,
  baseURL,
}, testInfo) => {
  test.skip(isNoJs(testInfo), "the crawl reads the server's HTML, the same with JS off: the JS project runs it");
  testInfo.annotations.push({ type: "skip-axe", description: "the crawl visits no page in a browser" });
  const portal = new URL(baseURL!).origin;
  const upstream = upstreamUrl(baseURL!);
  const setup = await playwright.request.newContext({ baseURL: upstream });
  const problems: string[] = [];
  // viewer01 favours the demo station and is in its fan club; its manager and private boards are not theirs.
  for (const [persona, template, own] of [
    ["viewer", "viewer01", false],
    ["owner", "streamer01", true],
  ] as const) {
    const created = await setup.post("/__test/accounts", { data: { template } });
    const account = (await created.json()) as { user_id: string; cookie: { name: string; value: string } };
    const station = `/station/${own ? account.user_id : "streamer01"}`;
    const api = await playwright.request.newContext({
      baseURL: portal,
      storageState: {
        cookies: [account.cookie, { name: "__popup_main_popup_winter", value: "y" }].map((cookie) => ({
          ...cookie,
          domain: "localhost",
          path: "/",
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: "Lax" as const,
        })),
        origins: [],
      },
    });
    const asked = new Set<string>();
    const check = async (url: string, from: string): Promise<Answer | null> => {
      const answer = await fetchFinal(api, url, [portal, upstream]);
      const where = `${persona}: ${url} (linked from ${from})${answer.url !== url ? ` → ${answer.url}` : ""}`;
      if (answer.status >= 400) problems.push(`${answer.status} ${answer.title} ${where}`);
      else if (answer.title.startsWith(NOT_FOUND_TITLE)) problems.push(`not-found page ${where}`);
      return answer;
    };
    /** The links of a page to ask: the portal's and the upstream's, each once, without fragments. */
    const linksOf = (answer: Answer) =>
      hrefsOf(answer.html).flatMap((href) => {
        if (!href || href.startsWith("#")) return [];
        const url = new URL(href, answer.url);
        url.hash = "";
        if (![portal, upstream].includes(url.origin) || /\/logout/.test(url.pathname) || asked.has(url.href)) return [];
        asked.add(url.href);
        return [url.href];
      });
    const seeds = [station, `${station}/board`, `${station}/board/1003`, `${station}/guest`].map((path) => `${portal}${path}`);
    seeds.forEach((url) => asked.add(url));
    const pages: Array<{ url: string; from: string }> = [];
    for (const seed of seeds) {
      const answer = await check(seed, "the crawl");
      if (answer?.status === 200) pages.push(...linksOf(answer).map((url) => ({ url, from: seed })));
    }
    // The posts the station's pages list: each opened, and every link it shows asked.
    const posts = pages.filter(({ url }) => new URL(url).origin === portal && /\/post\/\d+$/.test(new URL(url).pathname)).slice(0, POSTS_FOLLOWED);
    const links: Array<{ url: string; from: string }> = pages.filter((page) => !posts.includes(page));
    await inParallel(posts, async ({ url, from }) => {
      const answer = await check(url, from);
      if (answer?.status === 200) links.push(...linksOf(answer).map((link) => ({ url: link, from: url })));
    });
    expect(posts.length, `${persona}: posts crawled`).toBeGreaterThan(3);
    expect(
      links.some(({ url }) => /[?&]comment=\d+/.test(url)),
      `${persona}: comments' own links crawled`,
    ).toBe(true);
    await inParallel(links.slice(0, STATION_LINKS_MAX), async ({ url, from }) => {
      await check(url, from);
    });
    await api.dispose();
  }
  await setup.dispose();
  expect(problems, "links that answer with an error, a refusal or the not-found page").toEqual([]);
});
