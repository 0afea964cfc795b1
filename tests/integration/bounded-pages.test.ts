// Issue 23 item 6: no page renders an unbounded list. The largest states a query string can ask for (the
// prefer lists' '전체', the last 'more' page of every list, the largest visible counts, numbers far past any
// cap) each answer within 1 MB of HTML, never a server error; and '더보기' pages on: each page's link
// leads to the cards after the ones shown, none of them repeated.
// Runs against the built dist/server.js and its reference upstream (npm run build first).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_KEYWORD } from "~/domain/search-keyword";
import { common } from "~/i18n/ko/common";
import { MAX_ADDRESS_BYTES } from "~/utils/return-url";
import { decodeEntities } from "../html";
import { startPortal, type Portal } from "./portal";
import { testPort } from "./ports";

const MB = 1024 * 1024;
/** How many times a page may write its own address: its tabs, sorts, forms' returnTo, the side bar, the My
 * strip's pin forms (58 on viewer01's favourites, 197 when each card's dialog link carried the whole query). */
const MAX_ADDRESS_COPIES = 100;
let portal: Portal;
let base = "";
let member = "";

beforeAll(async () => {
  portal = await startPortal(testPort(20, 4700, 100), "bounded");
  base = portal.base;
  member = (await portal.signIn("viewer01")).cookie;
}, 90_000);

afterAll(() => {
  portal?.stop();
});

async function page(pathname: string, signedIn = false) {
  const response = await fetch(`${base}${pathname}`, { headers: signedIn ? { cookie: member } : {}, redirect: "manual" });
  const html = await response.text();
  return { status: response.status, bytes: Buffer.byteLength(html), html };
}

/** The card keys inside the element that starts at `marker` (a section or a page's anchor), up to the next such element. */
function cardKeys(html: string, marker: RegExp, next: RegExp): string[] {
  const start = html.search(marker);
  if (start < 0) return [];
  const rest = html.slice(start + 1);
  const end = rest.search(next);
  const part = end < 0 ? rest : rest.slice(0, end);
  return [...part.matchAll(/data-card-key="([^"]+)"/g)].map((match) => match[1]);
}

/** The href of the '더보기' link of the part that starts at `marker` and ends at `next` (its first one that pages
 * on: not the first render's link to the page whole, `whole=1`, which shows the rest of the same page). */
function moreHref(html: string, marker: RegExp, next: RegExp): string | null {
  const start = html.search(marker);
  if (start < 0) return null;
  const rest = html.slice(start + 1);
  const end = rest.search(next);
  const links = (end < 0 ? rest : rest.slice(0, end)).matchAll(/<a\b[^>]*href="([^"]+)"[^>]*>더보기<\/a>/g);
  const link = [...links].map((match) => decodeEntities(match[1])).find((href) => !/[?&]whole=1\b/.test(href));
  return link ?? null;
}

const K = encodeURIComponent;
const FAR = "page=99999&livePage=99999&vodPage=99999&limit=100000&pageSize=100000&perPage=100000&nListCnt=100000";

describe("every HTML answer stays within 1 MB, whatever the query string asks for", () => {
  const guestPages = [
    `/?vod=all&live=all&catch=all&${FAR}`,
    `/live/all?${FAR}`,
    `/live/all?page=20`,
    `/live/group/game?page=20`,
    `/live/group/sports?page=20`,
    `/directory/category?${FAR}`,
    // The admin menus and categories with the most VODs and Catch, over the whole period.
    `/directory/category/101/vod?period=all&${FAR}`,
    `/directory/category/101/vod?period=all&page=20`,
    `/directory/category/104/vod?period=all&page=20`,
    `/directory/category/101/catch?period=all&page=20`,
    `/directory/category/101/live?page=20`,
    `/directory/category/${K("버추얼")}/vod?period=all&page=20`,
    `/search?szKeyword=1&liveCount=100000&vodCount=100000&postCount=100000&bjCount=100000&vodTerm=all&postTerm=all&gameMore=1`,
    `/search?szKeyword=a&szSearchType=vod&page=10&vodTerm=all`,
    `/search?szKeyword=1&szSearchType=vod&page=10&vodTerm=all&${FAR}`,
    `/search?szKeyword=${K("의")}&szSearchType=post&page=10&postTerm=all`,
    `/search?szKeyword=${K("의")}&szSearchType=streamer&page=10`,
    `/search?szKeyword=${K("게임")}&gameMore=1`,
    `/search?hash=hashtag&tagname=${K("게임")}&hashtype=vod&page=10`,
    `/star-rank?${FAR}`,
  ];
  const memberPages = [
    `/?vod=all&live=all`,
    `/?vod=60&live=60`,
    `/?vod=all&vodPage=3&live=all&livePage=2`,
    `/?vod=all&vodPage=99999&live=all&livePage=99999`,
    `/my/favorite?${FAR}&favourites=open`,
    `/my/subscribe?${FAR}`,
    `/my/fan?${FAR}`,
    `/my/history/live?${FAR}`,
    `/my/history/vod?page=20`,
    `/my/history/later?page=20`,
    `/my/history/up?page=20`,
    `/my/history/playlist?${FAR}`,
    `/my/history/story?page=20`,
    `/my/feed?${FAR}&favourites=open`,
    `/my/feed/hotissue?${FAR}`,
    `/live/all?page=20`,
    `/directory/category/101/vod?period=all&page=20`,
  ];

  it("as a guest", async () => {
    const seen: string[] = [];
    for (const pathname of guestPages) {
      const answer = await page(pathname);
      seen.push(`${answer.status} ${(answer.bytes / 1024).toFixed(0)} KiB ${pathname}`);
      expect(answer.status, pathname).toBeLessThan(500);
      expect(answer.bytes, seen.join("\n")).toBeLessThanOrEqual(MB);
    }
  }, 240_000);

  it("as a member", async () => {
    const seen: string[] = [];
    for (const pathname of memberPages) {
      const answer = await page(pathname, true);
      seen.push(`${answer.status} ${(answer.bytes / 1024).toFixed(0)} KiB ${pathname}`);
      expect(answer.status, pathname).toBeLessThan(500);
      expect(answer.bytes, seen.join("\n")).toBeLessThanOrEqual(MB);
    }
  }, 240_000);

  // A hostile link can make an address as long as the server takes (server/security.ts): a page writes
  // its address into a few dozen links and forms, never into every card (a My list's dialog links keep
  // only the list's own query).
  it("as a member, with an address as long as the server takes", async () => {
    const seen: string[] = [];
    for (const pathname of memberPages) {
      const plain = await page(pathname, true);
      const head = `${pathname}&zz=`;
      const padding = MAX_ADDRESS_BYTES - head.length;
      const padded = await page(head + "a".repeat(padding), true);
      const copies = (padded.bytes - plain.bytes) / padding;
      seen.push(`${padded.status} ${(padded.bytes / 1024).toFixed(0)} KiB, the address ${copies.toFixed(0)} times: ${pathname}`);
      expect(padded.status, pathname).toBe(plain.status);
      expect(padded.bytes, seen.join("\n")).toBeLessThanOrEqual(MB);
      expect(copies, seen.join("\n")).toBeLessThan(MAX_ADDRESS_COPIES);
    }
    const longer = await page(`/my/favorite?zz=${"a".repeat(MAX_ADDRESS_BYTES)}`, true);
    expect(longer.status).toBe(414);
    expect(longer.html).toContain(common.errors.notFoundTitle);
  }, 240_000);
});

describe("the portal's own links fit within the address cap", () => {
  it("a search and a tag search of the longest keyword, their tabs and login links", async () => {
    const longest = K("가".repeat(MAX_KEYWORD));
    for (const pathname of [
      `/search?szKeyword=${longest}&szSearchType=post&postTerm=all&page=2`,
      `/search?hash=hashtag&tagname=${longest}&hashtype=vod&page=10&stype=hash&acttype=live&location=search`,
    ]) {
      const answer = await page(pathname);
      expect(answer.status, pathname).toBe(200);
      const addresses = [...answer.html.matchAll(/\b(?:href|action)="(\/[^"]*)"/g)].map((match) => decodeEntities(match[1]));
      const longestOwn = Math.max(...addresses.map((address) => Buffer.byteLength(address)));
      expect(longestOwn, pathname).toBeGreaterThan(1000);
      expect(longestOwn, pathname).toBeLessThanOrEqual(MAX_ADDRESS_BYTES);
    }
  });
});

describe("'더보기' pages on: each link leads to the next cards, none repeated", () => {
  it("the prefer VOD and live lists of a member's home: 60, then '전체' by 60", async () => {
    for (const [param, id] of [
      ["vod", "PREFER_VOD_01"],
      ["live", "PREFER_LIVE_01"],
    ] as const) {
      const section = new RegExp(`data-section="${id}"`);
      const shown = new Set<string>();
      let href: string | null = `/?${param}=60`;
      const pages: number[] = [];
      while (href && pages.length < 4) {
        const answer = await page(href.startsWith("/") ? href : `/${href}`, true);
        expect(answer.status).toBe(200);
        const keys = cardKeys(answer.html, section, /<section\b/);
        expect(keys.length, href).toBeGreaterThan(0);
        expect(keys.length, href).toBeLessThanOrEqual(60);
        expect(
          keys.filter((key) => shown.has(key)),
          href,
        ).toEqual([]);
        keys.forEach((key) => shown.add(key));
        pages.push(keys.length);
        href = moreHref(answer.html, section, /<section\b/);
        if (href)
          expect(href, `after ${pages.length} pages of ${param}`).toMatch(
            new RegExp(`[?&]${param}=all&${param}After=${param}%3A\\d+(&${param}Page=\\d+)?#${id}-title$`),
          );
      }
      // The viewer's prefer VOD list is longer than two pages; the live list at least reaches '전체'.
      expect(pages.length, `${param}: ${pages.join(", ")}`).toBeGreaterThanOrEqual(param === "vod" ? 3 : 2);
    }
  }, 180_000);

  it("/live/all, a directory VOD list and the search VOD tab, past what one page holds", async () => {
    const lists = [
      // 60 a page: pages 1..3 in one view, then the last three.
      { start: "/live/all?page=3", anchored: true },
      // 120 a page: a page at a time.
      { start: "/directory/category/101/vod?period=all&page=1", anchored: true },
      // 40 a page: pages 1..4, then the last four.
      { start: "/search?szKeyword=a&szSearchType=vod&vodTerm=all&page=4", anchored: false },
    ];
    for (const list of lists) {
      let href: string | null = list.start;
      let previous = new Set<string>();
      for (let step = 0; step < 3 && href; step += 1) {
        const answer = await page(href);
        expect(answer.status, href).toBe(200);
        expect(answer.bytes, href).toBeLessThanOrEqual(MB);
        const pageNo = Number(new URL(href, base).searchParams.get("page"));
        // The cards of the page the link asked for: at its anchor, or (search) the last 40 of the list.
        const all = cardKeys(answer.html, /<main\b|<body\b/, /<\/main>/);
        const fresh = list.anchored ? cardKeys(answer.html, new RegExp(`id="page-${pageNo}"`), /id="page-\d+"|<\/main>/) : all.slice(-40);
        expect(fresh.length, href).toBeGreaterThan(0);
        if (step > 0)
          expect(
            fresh.filter((key) => previous.has(key)),
            href,
          ).toEqual([]);
        expect(all.length, href).toBeLessThanOrEqual(180);
        previous = new Set(all);
        const next = moreHref(answer.html, /<main\b|<body\b/, /<\/main>/);
        href = next ? new URL(next, `${base}${href}`).pathname + new URL(next, `${base}${href}`).search : null;
        if (href) expect(new URL(href, base).searchParams.get("page")).toBe(String(pageNo + 1));
      }
    }
  }, 180_000);
});
