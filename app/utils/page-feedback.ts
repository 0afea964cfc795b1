// Feedback while the page changes, from a chunk loaded after hydration (entry.client.tsx), so
// that no page pays first-load JS for it; the page says it is on with <html data-page-feedback>. Without
// JS the browser's own progress shows. The thin bar at the top of the window while a client navigation or
// a form submission is under way, and the tapped link's mark, are on from hydration (utils/navigation-pending.ts
// in the root chunk: the first tap's feedback cannot wait for this chunk, which that tap loads).
// - The button that sent a form says it is busy (aria-busy, drawn by global.css) until that submission is
//   done, for navigation forms and fetcher forms alike, each submission its own button.
// - The card grid's chunk, for the lists of cards a navigation draws.
// - Skeleton cards where a list loads in place (listLoads below): the list is aria-busy and its cards are
//   drawn as grey blocks of their shape by the CSS of [data-skeleton] (cards.module.css and the lists'
//   own modules; the shimmer is global.css's); a list that grows by a page gets a row of them after it.
// - The header's folded menu and search box close when another page is shown, as a page load closes them.
// - Escape closes the open menu (a <details> whose contents hang over the page: a card's ⋮, the header's menus,
//   a filter) and puts the focus back on its button; an accordion stays as it is. The arrow keys move through its
//   items (from its button, ↓ opens it at its first item, ↑ at its last), Home and End to the first and last.
//
// It follows the router Remix keeps on window as `__remixRouter` (what useNavigation and useFetchers
// read). Remix 2 sets it but does not document it: when it is absent (another Remix version), none of
// this happens and the page works as it does without JS feedback.
import { onIdle } from "./idle";

type Submission = { state: string; formData?: FormData; formAction?: string; formMethod?: string };
type Navigation = Submission & { location?: { pathname: string; search: string } };
type RouterState = { location: { pathname: string; search: string }; navigation: Navigation; fetchers: Map<string, Submission> };
type RouterLike = { state: RouterState; subscribe(listener: (state: RouterState) => void): () => void };

/** The address a router state shows. */
const shownAddress = ({ location }: Pick<RouterState, "location">) => `${location.pathname}${location.search}`;

/** The search parameters whose values differ between two query strings. */
export function changedParams(from: string, to: string): Set<string> {
  const before = new URLSearchParams(from);
  const after = new URLSearchParams(to);
  const names = new Set([...before.keys(), ...after.keys()]);
  return new Set([...names].filter((name) => before.getAll(name).join("\0") !== after.getAll(name).join("\0")));
}

const words = (element: Element, attribute: string) => (element.getAttribute(attribute) ?? "").split(/\s+/).filter(Boolean);

/** Whether a change of these parameters is one the element names in `attribute` ('*': any parameter but
 * those in data-list-ignore). */
function names(element: Element, attribute: string, changed: Set<string>): boolean {
  const wanted = words(element, attribute);
  if (wanted.includes("*")) {
    const ignored = words(element, "data-list-ignore");
    return [...changed].some((name) => !ignored.includes(name));
  }
  return wanted.some((name) => changed.has(name));
}

/**
 * The lists (elements marked data-list) that a navigation loads in place. A list, or an element around
 * lists (its scope), says what reloads it:
 * - data-list-params="sort page ...": a GET navigation to the same pathname that changes one of these
 *   search parameters replaces its cards ('*': any parameter but those in data-list-ignore);
 * - data-list-more="page": one that changes these adds cards after the scope's last list ('더보기');
 * - data-list-actions="/resources/home-mode": a form posted to one of these actions reloads its cards.
 * A navigation to another page changes nothing here: the top bar is its feedback.
 */
export function listLoads(doc: Document, state: Pick<RouterState, "location" | "navigation">): { replace: Element[]; grow: Element[] } {
  const { navigation, location } = state;
  const replace: Element[] = [];
  const grow: Element[] = [];
  if (navigation.state === "idle" || !navigation.location) return { replace, grow };
  const isGet = !navigation.formMethod || navigation.formMethod.toUpperCase() === "GET";
  const samePage = navigation.state === "loading" && isGet && navigation.location.pathname === location.pathname;
  const changed = samePage ? changedParams(location.search, navigation.location.search) : new Set<string>();
  for (const scope of doc.querySelectorAll("[data-list-params], [data-list-more], [data-list-actions]")) {
    const lists = scope.matches("[data-list]") ? [scope] : [...scope.querySelectorAll("[data-list]")];
    if (!lists.length) continue;
    if (names(scope, "data-list-params", changed) || (navigation.formAction && words(scope, "data-list-actions").includes(navigation.formAction))) {
      replace.push(...lists);
    } else if (names(scope, "data-list-more", changed)) {
      grow.push(lists[lists.length - 1]);
    }
  }
  return { replace, grow: grow.filter((list) => !replace.includes(list)) };
}

/** A row of skeleton cards to show after a list while its next page loads: copies of its first card, as
 * many as the grid has columns, hidden from assistive technology and from the pointer. */
function skeletonRow(list: Element): Element | null {
  const sample = list.querySelector(":scope > li");
  if (!sample) return null;
  const row = list.cloneNode(false) as HTMLElement;
  for (const attribute of ["id", "aria-label", "aria-labelledby"]) row.removeAttribute(attribute);
  row.setAttribute("aria-hidden", "true");
  row.setAttribute("aria-busy", "true");
  row.setAttribute("data-skeleton", "");
  row.inert = true;
  const style = list.ownerDocument.defaultView?.getComputedStyle(list);
  const columns = style ? style.gridTemplateColumns.split(" ").filter((track) => track && track !== "none").length : 0;
  // As far below the list as its rows are apart (a style set through the CSSOM, which the CSP allows).
  if (style?.rowGap && style.rowGap !== "normal") row.style.marginTop = style.rowGap;
  for (let index = 0; index < Math.max(columns, 1); index += 1) {
    const card = sample.cloneNode(true) as Element;
    for (const element of [card, ...card.querySelectorAll("[id], [data-log-key], [data-card-key]")]) {
      for (const attribute of ["id", "data-log-key", "data-card-key"]) element.removeAttribute(attribute);
    }
    row.append(card);
  }
  return row;
}

/** A menu: a <details> whose contents are laid over the page (positioned), not an accordion. */
const isMenuDetails = (details: Element) => {
  const contents = details.querySelector(":scope > :not(summary)");
  return contents !== null && /^(absolute|fixed)$/.test(getComputedStyle(contents).position);
};

/** Escape closes the open menu the focus is in (else the last one opened in the page) and focuses its button. */
export function closeMenuOnEscape(event: KeyboardEvent) {
  if (event.key !== "Escape" || event.defaultPrevented) return;
  const doc = (event.currentTarget as Document | null) ?? document;
  const menus = [...doc.querySelectorAll("details[open]")].filter(isMenuDetails);
  const menu = menus.find((details) => details.contains(doc.activeElement)) ?? menus.at(-1);
  if (!menu) return;
  event.preventDefault();
  menu.removeAttribute("open");
  menu.querySelector<HTMLElement>(":scope > summary")?.focus();
}

/** The controls of a menu's contents a keyboard can reach, as shown. */
const menuItems = (menu: Element) =>
  [...menu.querySelectorAll<HTMLElement>(":scope > :not(summary) :is(a[href], button:not([disabled]), summary)")].filter(
    (item) => item.getClientRects().length > 0,
  );

/** The arrow keys move the focus through the items of the menu it is in (or open the menu whose button it is on). */
export function moveInMenuWithArrows(event: KeyboardEvent) {
  if (!["ArrowDown", "ArrowUp", "Home", "End"].includes(event.key) || event.defaultPrevented || event.altKey) return;
  const doc = (event.currentTarget as Document | null) ?? document;
  const focused = doc.activeElement;
  // In a field (the header's search box) the arrows are the field's.
  if (!focused || focused.matches("input, textarea, select, [contenteditable]")) return;
  // The menu around the focus (a disclosure inside a menu, such as 공유하기, is one of its items).
  let menu = focused.closest("details");
  while (menu && !isMenuDetails(menu)) menu = menu.parentElement?.closest("details") ?? null;
  if (!menu) return;
  const onButton = focused === menu.querySelector(":scope > summary");
  if (onButton && !menu.open) {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    menu.open = true;
  }
  const items = menuItems(menu);
  if (!items.length) return;
  event.preventDefault();
  const at = items.indexOf(focused as HTMLElement);
  const last = items.length - 1;
  const next =
    event.key === "Home" ? 0 : event.key === "End" ? last : event.key === "ArrowDown" ? (at < 0 || at === last ? 0 : at + 1) : at <= 0 ? last : at - 1;
  items[next].focus();
}

export function showPageFeedback(win: Window & { __remixRouter?: RouterLike }): () => void {
  const router = win.__remixRouter;
  const doc = win.document;
  if (!router) return () => {};
  // The card grid's chunk, in memory before a navigation draws a list of cards (components/cards/lazy.tsx): the
  // cards then wait for their data only, not for this chunk after it (issue 71; skeleton cards hold their place when
  // they must wait).
  void import("~/components/cards/CardGrid");

  // The button that sent a form: the submit event's submitter (a click or Enter in a field, for <Form>
  // and fetcher.Form alike), else, for a submission made in code (a select that submits its form on
  // change), the focused submit button or the focused field's form's button.
  let submitter: { button: Element | null; at: number } | null = null;
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target as HTMLFormElement;
    submitter = { button: event.submitter ?? form.querySelector("button:not([type=button]), [type=submit]"), at: event.timeStamp };
  };
  doc.addEventListener("submit", onSubmit, true);
  const buttonOf = (): Element | null => {
    const recent = submitter && win.performance.now() - submitter.at < 1000 ? submitter.button : undefined;
    submitter = null;
    if (recent !== undefined) return recent;
    const focused = doc.activeElement as HTMLButtonElement | HTMLInputElement | null;
    return (focused?.type === "submit" ? focused : focused?.form?.querySelector("button:not([type=button]), [type=submit]")) ?? null;
  };
  // One entry per submission under way (its FormData, the same object from submitting to loading).
  const busyButtons = new Map<FormData, Element | null>();

  type Shown = { navigation: Navigation; lists: Element[]; rows: Element[] };
  let shown: Shown | null = null;
  let waiting: (() => void) | null = null;
  const clear = (done: Shown) => {
    done.lists.forEach((list) => {
      list.removeAttribute("aria-busy");
      list.removeAttribute("data-skeleton");
    });
    done.rows.forEach((row) => row.remove());
  };
  const clearLists = () => {
    waiting?.();
    if (shown) clear(shown);
    shown = null;
  };
  // The router is idle before React has drawn the new cards (it renders them in a transition, over as many
  // frames as the device needs): the skeletons stay until the cards in a loading list change, or, should the
  // new cards be the old ones, until the main thread is idle (React's work done; 1 s where the browser has
  // no idle callbacks; 2 s at the latest), so that the old cards do not flash in between. Other changes to the
  // page (a toast) do not count.
  const clearWhenDrawn = () => {
    const done = shown;
    shown = null;
    if (!done) return;
    const finish = () => {
      observer.disconnect();
      cancelIdle();
      waiting = null;
      clear(done);
    };
    const observer = new MutationObserver(finish);
    done.lists.forEach((list) => observer.observe(list, { childList: true, subtree: true, characterData: true }));
    // At the latest after 2 s: a busy main thread (a slow phone drawing the skeletons' shimmer) has no idle time.
    const cancelIdle = onIdle(win, finish, { timeoutMs: 2000, withoutIdleCallbacksMs: 1000 });
    waiting = finish;
  };
  const showLists = (state: RouterState) => {
    if (shown?.navigation === state.navigation) return;
    if (state.navigation.state === "idle") return clearWhenDrawn();
    clearLists();
    const { replace, grow } = listLoads(doc, state);
    const rows = grow.flatMap((list) => {
      const row = skeletonRow(list);
      if (row) list.after(row);
      return row ? [row] : [];
    });
    replace.forEach((list) => list.setAttribute("data-skeleton", ""));
    [...replace, ...grow].forEach((list) => list.setAttribute("aria-busy", "true"));
    shown = { navigation: state.navigation, lists: [...replace, ...grow], rows };
  };

  // The header stays across a client navigation: its folded menu and search box (<details>) would stay open
  // over the new page, where a page load closes them.
  let shownLocation = shownAddress(router.state);
  const update = (state: RouterState) => {
    if (shownAddress(state) !== shownLocation) {
      shownLocation = shownAddress(state);
      doc.querySelectorAll("header details[open]").forEach((details) => details.removeAttribute("open"));
    }
    const sending = new Set([state.navigation, ...state.fetchers.values()].flatMap((entry) => (entry.formData ? [entry.formData] : [])));
    for (const formData of sending) {
      if (busyButtons.has(formData)) continue;
      const button = buttonOf();
      button?.setAttribute("aria-busy", "true");
      busyButtons.set(formData, button);
    }
    for (const [formData, button] of busyButtons) {
      if (sending.has(formData)) continue;
      busyButtons.delete(formData);
      if (button && ![...busyButtons.values()].includes(button)) button.removeAttribute("aria-busy");
    }
    showLists(state);
  };
  update(router.state);
  const unsubscribe = router.subscribe(update);
  doc.addEventListener("keydown", closeMenuOnEscape);
  doc.addEventListener("keydown", moveInMenuWithArrows);
  doc.documentElement.setAttribute("data-page-feedback", "");
  return () => {
    unsubscribe();
    doc.removeEventListener("keydown", closeMenuOnEscape);
    doc.removeEventListener("keydown", moveInMenuWithArrows);
    doc.removeEventListener("submit", onSubmit, true);
    clearLists();
  };
}
