// Builders for every external destination (000 §2.2, 001 §2.14) and every app deep link (000 §2.3,
// 001 §7.11). Pure functions of the link configuration, so server and browser build the same hrefs.
export type LinkConfig = {
  /** Live player host. */
  play: string;
  /** VOD player host. */
  vod: string;
  /** Station host, for the older external link shapes. */
  station: string;
  loginUrl: string;
  appScheme: string;
  /** Inside the app webview, player and station links become deep links. */
  isApp: boolean;
  /** The portal's own origin as the browser sees it: the app opens station pages and shares by full URL. */
  origin: string;
};

type Query = Record<string, string | number | boolean | null | undefined>;

function withQuery(base: string, query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${base}?${text}` : base;
}

const seg = encodeURIComponent;

/** App deep links: {scheme}://{action}?{query}. */
export const deepLink = {
  close: (c: Pick<LinkConfig, "appScheme">) => `${c.appScheme}://browser/close`,
  live: (c: Pick<LinkConfig, "appScheme">, p: { broadNo: string | number; userId: string; channel?: string }) =>
    withQuery(`${c.appScheme}://player/live`, { broad_no: p.broadNo, user_id: p.userId, channel: p.channel ?? "" }),
  video: (
    c: Pick<LinkConfig, "appScheme">,
    p: { stationNo: string | number; bbsNo: string | number; titleNo: string | number; playlistIdx?: string | number; type?: string },
  ) =>
    withQuery(`${c.appScheme}://player/video`, {
      station_no: p.stationNo,
      bbs_no: p.bbsNo,
      title_no: p.titleNo,
      nPlaylistIdx: p.playlistIdx,
      type: p.type,
    }),
  catchStory: (c: Pick<LinkConfig, "appScheme">, p: { storyIdx: string | number }) =>
    withQuery(`${c.appScheme}://player/catchstory`, { nStoryIdx: p.storyIdx }),
  station: (c: Pick<LinkConfig, "appScheme">, p: { url: string; title: string }) =>
    withQuery(`${c.appScheme}://browser/station`, { url: p.url, title: p.title }),
  external: (c: Pick<LinkConfig, "appScheme">, p: { url: string }) => withQuery(`${c.appScheme}://browser/external`, { url: p.url }),
  share: (c: Pick<LinkConfig, "appScheme">, p: { url: string; title: string }) => withQuery(`${c.appScheme}://share`, { url: p.url, title: p.title }),
  subscription: (c: Pick<LinkConfig, "appScheme">, p: { receiverId: string; receiveNick: string; bjImage: string }) =>
    withQuery(`${c.appScheme}://item/subscription`, { receiverId: p.receiverId, receive_nick: p.receiveNick, bj_image: p.bjImage }),
};

export type CatchStoryLocation = "home" | "search" | "my";

/** A station page of the portal: its path on the web, browser/station with its full URL inside the app (000 §2.3). */
function stationPage(c: LinkConfig, path: string, title: string) {
  return c.isApp ? deepLink.station(c, { url: `${c.origin}${path}`, title }) : path;
}

/** External destinations; inside the app the player and station ones become deep links. */
export const links = {
  /** Any station page of the portal (a board, a post): browser/station inside the app. */
  stationPage,
  /** A streamer's station is a page of this portal (/station/{userId}, 001 §2.9); `title` names it in the app. */
  station: (c: LinkConfig, userId: string, title?: string) => stationPage(c, `/station/${seg(userId)}`, title || userId),
  post: (c: LinkConfig, userId: string, titleNo: string | number, title?: string) =>
    stationPage(c, `/station/${seg(userId)}/post/${seg(String(titleNo))}`, title || userId),
  /** The older station-host link shapes: {station host}/{userId} and /{userId}/post/{titleNo}. */
  legacyStation: (c: LinkConfig, userId: string) => `${c.station}/${seg(userId)}`,
  legacyPost: (c: LinkConfig, userId: string, titleNo: string | number) => `${c.station}/${seg(userId)}/post/${seg(String(titleNo))}`,
  livePlayer: (c: LinkConfig, userId: string, broadNo: string | number) =>
    c.isApp ? deepLink.live(c, { broadNo, userId }) : `${c.play}/${seg(userId)}/${seg(String(broadNo))}`,
  /** VOD player; `later` adds the watch-later entry point '/later#REG_DATE/1'. */
  vodPlayer: (
    c: LinkConfig,
    titleNo: string | number,
    options: { later?: boolean; app?: { stationNo: string | number; bbsNo: string | number }; appType?: "catch" } = {},
  ) => {
    if (c.isApp && options.app) return deepLink.video(c, { ...options.app, titleNo, type: options.appType });
    const base = `${c.vod}/player/${seg(String(titleNo))}`;
    return options.later ? `${base}/later#REG_DATE/1` : base;
  },
  /** Catch: the clicked item and the next 4, joined by '-'; inside the app the external browser's (000 §2.3). */
  catchPlayer: (c: LinkConfig, ids: Array<string | number>, clickedIndex: number) => {
    const clicked = ids[clickedIndex];
    const window = ids.slice(clickedIndex, clickedIndex + 5).map(String);
    return links.external(c, withQuery(`${c.vod}/player/${seg(String(clicked))}/catch`, { szSearchTnoList: window.join("-") }));
  },
  /**
   * Catch story: /player/{id}/catchstory?o=1 (001 §2.14) with where it was opened and the clicked story and
   * the rest of the list.
   */
  catchStoryPlayer: (c: LinkConfig, storyIds: Array<string | number>, clickedIndex: number, location: CatchStoryLocation) => {
    const clicked = storyIds[clickedIndex];
    if (c.isApp) return deepLink.catchStory(c, { storyIdx: clicked });
    const ids = storyIds.slice(clickedIndex).map(String);
    return withQuery(`${c.vod}/player/${seg(String(clicked))}/catchstory`, { o: 1, szLocation: location, aStoryListIdx: ids.join("-") });
  },
  /** A playlist from its first VOD; inside the app player/video with nPlaylistIdx when the VOD's board is known, else
   * the web player in the app's own browser (000 §2.3; it opened as a plain web page in the app's view, then left
   * the app through the external browser: issue 72). */
  playlistPlayer: (
    c: LinkConfig,
    titleNo: string | number,
    playlistId: string | number,
    title: string,
    app?: { stationNo: string | number; bbsNo: string | number },
  ) =>
    c.isApp && app
      ? deepLink.video(c, { ...app, titleNo, playlistIdx: playlistId, type: "playlist" })
      : links.platformPage(c, `${c.vod}/player/${seg(String(titleNo))}/playlist/${seg(String(playlistId))}`, title),
  timeJump: (c: LinkConfig, titleNo: string | number, second: number) =>
    withQuery(`${c.vod}/player/${seg(String(titleNo))}`, { change_second: Math.max(0, Math.floor(second)) }),
  /** Login with the page to come back to (000 §2.2). */
  login: (c: Pick<LinkConfig, "loginUrl">, returnUrl: string) => withQuery(c.loginUrl, { szFrom: "full", request_uri: returnUrl }),
  /** Outside links open in the external browser when inside the app. */
  external: (c: LinkConfig, url: string) => (c.isApp ? deepLink.external(c, { url }) : url),
  /**
   * A page of the platform that is not the portal's (the VOD host's playlist pages, a station's note and gift windows):
   * inside the app in its own browser under `title` (browser/station, 000 §2.3), so that the reader stays in the app
   * (issue 72: through browser/external they left it, as plain web links they replaced the portal); on the web the page.
   */
  platformPage: (c: LinkConfig, url: string, title: string) => (c.isApp ? deepLink.station(c, { url, title }) : url),
};
