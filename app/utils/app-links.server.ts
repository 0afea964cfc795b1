// Links inside sanitised upstream HTML (post bodies, feed posts, FAQ answers, inquiry answers, the chatbot's
// answers, search themes) as the app's webview must open them (000 §1, §2.3): a station page of the portal
// through browser/station, a live player through player/live, any other host through browser/external,
// and the portal's other pages in the webview itself. A new window (`target`) is dropped, since a webview
// has none to open. On the web the HTML is returned as it is.
import { links, type LinkConfig } from "./links";

/** An `<a …>` start tag; attribute values may hold '>' (DOMPurify always quotes them). */
const ANCHOR = /<a\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const HREF = /(\shref=")([^"]*)(")/i;
const TARGET = /\starget="[^"]*"/gi;

const decode = (value: string) =>
  value.replace(/&(amp|quot|lt|gt|#39);/g, (_, name: string) => ({ amp: "&", quot: '"', lt: "<", gt: ">", "#39": "'" })[name] ?? "");
const encode = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/** Where a link of upstream HTML goes inside the app; null: it stays as it is (not http(s)). */
function appHref(config: LinkConfig, href: string): string | null {
  if (!URL.canParse(href, config.origin)) return null;
  const url = new URL(href, config.origin);
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.origin === config.origin) {
    const path = `${url.pathname}${url.search}`;
    const station = /^\/station\/([^/]+)/.exec(url.pathname);
    return station ? links.stationPage(config, path, decodeURIComponent(station[1])) : `${path}${url.hash}`;
  }
  // The live player is {play host}/{userId}/{broadNo} (000 §2.2); the host may carry a path.
  const live = url.href.startsWith(`${config.play}/`) ? /^([^/?#]+)\/(\d+)\/?(?:[?#]|$)/.exec(url.href.slice(config.play.length + 1)) : null;
  if (live) return links.livePlayer(config, decodeURIComponent(live[1]), live[2]);
  return links.external(config, url.href);
}

/** An upstream link (a chatbot answer's) as the viewer opens it: the app's inside the webview (see above). */
export function appLink(config: LinkConfig, href: string): string {
  return (config.isApp && appHref(config, href)) || href;
}

/** The HTML with its links made the app's (see above) when the viewer is in the app's webview. */
export function appLinksInHtml(config: LinkConfig, html: string): string {
  if (!config.isApp || !html.includes("<a")) return html;
  return html.replace(ANCHOR, (tag: string, attributes: string) => {
    const href = HREF.exec(attributes);
    if (!href) return tag;
    const opened = appHref(config, decode(href[2]));
    if (opened === null) return tag;
    return `<a${attributes.replace(HREF, (_, before: string, __, after: string) => `${before}${encode(opened)}${after}`).replace(TARGET, "")}>`;
  });
}

/** Loader data with every HTML field (a key ending in 'html': html, contentHtml, contentsHtml…) made the app's. */
export function appLinksInData<T>(config: LinkConfig, data: T): T {
  if (!config.isApp) return data;
  const walk = (value: unknown, key: string): unknown => {
    if (typeof value === "string") return /html$/i.test(key) ? appLinksInHtml(config, value) : value;
    if (Array.isArray(value)) return value.map((item) => walk(item, ""));
    if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype)
      return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, walk(item, name)]));
    return value;
  };
  return walk(data, "") as T;
}
