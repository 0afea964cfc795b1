// A member's followed streamers going live while a page is open (issue 70 item 3), in the live events client's chunk
// (plain DOM, no React): the streamers off air at load come from /resources/live-follows; one who starts gets a row
// in the '즐겨찾기 LIVE' side bar drawn as the server draws its rows (components/layout/SideBar.tsx), and, when the
// member's alarm for them is on, the go-live toast with '방송 보기' in the toasts' own region and look
// (components/toast/ToastProvider.tsx; their class names come with the list, as do the rows' texts, so that this
// chunk shares no module with the page's first load). Only a member's side bar (data-kind="favourites") asks: a guest
// follows nobody.
import { abbreviateCount } from "~/domain/counts";
import { BROAD_NO_SLOT, LIVE_FOLLOWS_PATH, type LiveChange, type LiveFollows } from "~/domain/live-events";
import { liveEvents as t } from "~/i18n/ko/live-events";

type Follow = LiveFollows["follows"][number];
type Started = Extract<LiveChange, { kind: "started" }>;

const MEMBER_SIDE_BAR = '[data-testid="side-bar"][data-kind="favourites"]';

/** The member's followed streamers off air, or null on a page without a member's side bar (or when the read fails:
 * the page then stays as it is). */
export async function readFollows(doc: Document): Promise<LiveFollows | null> {
  if (!doc.querySelector(MEMBER_SIDE_BAR)) return null;
  try {
    const response = await fetch(LIVE_FOLLOWS_PATH, { credentials: "same-origin" });
    return response.ok ? ((await response.json()) as LiveFollows) : null;
  } catch {
    return null;
  }
}

function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, attributes: Record<string, string>, ...children: Array<Node | string>) {
  const node = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** The side bar's row for a streamer who started, as SideBar.tsx's Row draws it. */
function sideBarRow(doc: Document, data: LiveFollows, follow: Follow, live: Started, closed: boolean, href: string) {
  const about = live.categoryName || live.title;
  const link = element(doc, "a", { class: "side-bar-row", href });
  if (closed) link.title = [follow.nickname, about].filter(Boolean).join(" · ");
  if (follow.newTab) Object.assign(link, { target: "_blank", rel: "noopener" });
  const avatar = element(doc, "span", { class: "side-bar-avatar" });
  if (follow.profileImageUrl)
    avatar.append(element(doc, "img", { src: follow.profileImageUrl, alt: "", width: "32", height: "32", loading: "lazy", decoding: "async" }));
  const text = element(doc, "span", { class: "side-bar-text" }, element(doc, "span", { class: "side-bar-nick" }, follow.nickname));
  if (about) text.append(element(doc, "span", { class: "side-bar-about" }, about));
  link.append(
    avatar,
    text,
    element(
      doc,
      "span",
      { class: "side-bar-viewers" },
      element(doc, "span", { class: "side-bar-dot", "aria-hidden": "true" }),
      element(doc, "span", { class: "visually-hidden" }, `${data.viewersLabel} `),
      element(doc, "span", { "data-live": "viewers" }, abbreviateCount(live.viewers)),
    ),
  );
  return element(doc, "li", { "data-live-user": live.userId }, link);
}

/** Adds the row to the member's side bar (under its rows; in place of its empty text when it had none). */
function addToSideBar(doc: Document, data: LiveFollows, follow: Follow, live: Started, href: string) {
  const bar = doc.querySelector<HTMLElement>(MEMBER_SIDE_BAR);
  if (!bar || bar.querySelector(`[data-live-user="${live.userId}"]`)) return;
  let list = bar.querySelector(".side-bar-list");
  if (!list) {
    list = element(doc, "ul", { class: "side-bar-list" });
    const empty = bar.querySelector(".side-bar-empty");
    if (empty) empty.replaceWith(list);
    else bar.querySelector(".side-bar-body")?.prepend(list);
  }
  list.append(sideBarRow(doc, data, follow, live, bar.dataset.state === "closed", href));
}

/** Takes a streamer who ended out of the member's side bar, which lists those on air (as the server would on a reload). */
function removeFromSideBar(doc: Document, userId: string) {
  doc.querySelector(`${MEMBER_SIDE_BAR} li[data-live-user="${userId}"]`)?.remove();
}

/** The go-live toast, in the toasts' region, gone after the toasts' time. */
function showToast(doc: Document, { toast: look }: LiveFollows, follow: Follow, href: string) {
  const { classes } = look;
  const region = doc.querySelector(`.${classes.region}`);
  if (!region) return;
  const close = element(doc, "button", { type: "button", class: classes.close, "aria-label": look.closeLabel });
  const toast = element(
    doc,
    "div",
    { class: `${classes.toast} ${classes.info}`, "data-testid": "toast" },
    element(doc, "p", { class: classes.message }, element(doc, "span", { class: classes.line }, t.wentLive(follow.nickname))),
    element(doc, "a", { class: classes.link, href }, look.watchLabel),
    close,
  );
  const timer = setTimeout(() => toast.remove(), look.durationMs);
  close.addEventListener("click", () => {
    clearTimeout(timer);
    toast.remove();
  });
  region.append(toast);
}

/**
 * What a page does with its followed streamers' changes: `present` (the stream's first state, or its catch-up) adds
 * those on air to the side bar and takes out those who ended (a stream's first state may lag the hosts by one read);
 * a start heard live also shows the go-live toast for those whose alarm is on.
 */
export function followedGoingLive(doc: Document, data: LiveFollows) {
  const byId = new Map(data.follows.map((follow) => [follow.userId, follow]));
  return (change: LiveChange, heardLive: boolean) => {
    if (change.kind === "ended") return removeFromSideBar(doc, change.userId);
    const follow = byId.get(change.userId);
    if (!follow || change.kind !== "started") return;
    const href = follow.player.replace(BROAD_NO_SLOT, encodeURIComponent(change.broadNo));
    addToSideBar(doc, data, follow, change, href);
    if (heardLive && follow.isAlarmOn) showToast(doc, data, follow, href);
  };
}
