// A list of cards: the grid of 000 §9 (columns by container width) or a sideways slider, with the undo
// panel in place of a card that was just hidden or not-recommended (the `?undo=` marker the card action
// leaves). Grids may show a fixed number of rows of the current columns (CSS, so the first HTML is right).
import { Form, useSearchParams } from "@remix-run/react";
import { useContext, useEffect, useId, useRef, useState, type ContextType, type MouseEvent, type ReactNode, type RefObject } from "react";
import { SubmissionKeyInput } from "~/components/forms/SubmissionKey";
import { sharedAddress, shareFrom } from "~/components/menus/ShareDisclosure";
import { useToast } from "~/components/toast/ToastProvider";
import type { BroadcastCard, CardMenuKey } from "~/domain/cards";
import { elapsedHoursMinutes, relativeDate } from "~/domain/dates";
import { WHOLE_PARAM, type ListFirstScreen } from "~/domain/first-render";
import { DEFAULT_THUMBNAIL } from "~/domain/thumbnail";
import { parseUndo, UNDO_PARAM } from "~/forms/card-undo";
import { packMenuPost } from "~/forms/menu-post";
import { cards as cardTexts } from "~/i18n/ko/cards";
import { common } from "~/i18n/ko/common";
import type { CardListContext } from "~/utils/card-links";
import type { CatchStoryLocation } from "~/utils/links";
import { useLinkConfig, useNow } from "~/utils/root-data";
import { BroadcastCardView, type CardProps, type ThumbnailForm } from "./BroadcastCard";
import { useCardLog, type CardLog } from "./card-log";
import { CardActionForm, type CardMenuLink, type CardMenuPost } from "./CardMenu";
import styles from "./cards.module.css";
import { CardFragments } from "./fragments";
import { KEPT_MARKUP } from "./KeptList";
import { failedToLoad } from "./Thumbnail";
import { UndoPanel } from "./UndoPanel";

/** A list's menu post for one card: its label and the fields it sends (a `pending` field names what it removes). */
type ListMenuPost = { label: string; fields: Record<string, string | null | undefined> };

type CardGridProps = {
  cards: BroadcastCard[];
  location: string;
  /** Menu items per card; a function to vary them by card. */
  menu?: CardMenuKey[] | ((card: BroadcastCard) => CardMenuKey[]);
  namespace?: string;
  /** 'live' uses the live column table, 'catch' the narrow vertical one. */
  variant?: "cards" | "live" | "catch";
  /**
   * Grids: the column table of the page's one grid instead of the variant's own, so that the lists of a page line
   * up under each other (the search page); Catch's tall cards then go two to each of its columns.
   */
  columns?: "cards" | "live";
  /** A sideways scrolling row instead of a grid. */
  layout?: "grid" | "slider";
  /** Grids: show this many rows of the current columns (the rest of the sent cards stay hidden). */
  rows?: number;
  /** Shown after the list, inside its container; with `afterOnlyWhenRowsOverflow` only while rows hide cards. */
  after?: ReactNode;
  afterOnlyWhenRowsOverflow?: boolean;
  /** Names the list to card actions, so that a refused recommendation's undo panel comes back in place. */
  listId?: string;
  /** Impression and click logs (000 §7.6). */
  log?: CardLog;
  /** Shown when the list is empty. */
  empty?: ReactNode;
  /** How many cards load their picture eagerly (the first row). */
  eagerCount?: number;
  /** How many of those are fetched before other pictures (fetchpriority=high: the page's largest picture). */
  priorityCount?: number;
  headingLevel?: 2 | 3 | 4;
  label?: string;
  /** Narrow cards keep their picture clear (the star ranking on a phone): the ⋮ menu beside the title rather than on
   * the picture's corner, the badges one row. */
  clearPicture?: boolean;
  /** Shown under a card, e.g. a rank and its own menu (star ranking). */
  extra?: (card: BroadcastCard, index: number) => ReactNode;
  /** List-specific menu items (<li>s) per card, after the standard ones. */
  menuExtra?: (card: BroadcastCard) => ReactNode;
  /** A list-specific menu link per card, as plain data: unlike menuExtra, the list's cards are still rendered once
   * for many requests on the server. */
  menuLink?: (card: BroadcastCard) => CardMenuLink;
  /** A list-specific menu post to the page's own action per card (its label and fields), as plain data likewise:
   * the list holds the one form its cards' buttons name. */
  menuPost?: (card: BroadcastCard) => ListMenuPost;
  /** Per card, a form the thumbnail posts instead of following the link. */
  thumbnailForm?: (card: BroadcastCard) => ThumbnailForm | null;
  /** Search parameters that reload the cards in place, and those that add a page after them: skeleton
   * cards meanwhile (utils/page-feedback.ts, data-list-params / data-list-more). */
  reloads?: string;
  grows?: string;
  /**
   * The page's HTML shows these cards (the server's kept items, see CardColumns.inHtml): in the browser the
   * list keeps that markup instead of rendering and hydrating them, and the page's data carries only what its
   * logs need of each card. Their menus are plain forms and <details>; a picture that fails gets the
   * default thumbnail as a rendered card's does. A list mounted afresh in the browser (no server markup to keep)
   * asks for the page's data again, which brings whole cards.
   */
  inHtml?: boolean;
  /**
   * Where the page's first render stops (domain/first-render.ts), for a list kept as the server's HTML: the cards
   * after `shown` wait in a <template> at the list's end and join it as the reader comes near that end; without
   * JS '더보기' leads to the page whole, landing on the first of them.
   */
  firstScreen?: ListFirstScreen;
};

const STORY_LOCATIONS: CatchStoryLocation[] = ["home", "search", "my"];

/**
 * The default thumbnail for the card pictures of a list kept as the server's HTML, as Thumbnail does for those it
 * renders: those that failed before now, the others when they fail (an image's error does not bubble, so it is
 * caught on its way down). Returns the clean-up.
 */
function fallBackInMarkup(list: HTMLElement): () => void {
  const pictures = `.${styles.thumb} > img`;
  const fallBack = (image: HTMLImageElement) => {
    if (failedToLoad(image)) image.src = DEFAULT_THUMBNAIL;
  };
  list.querySelectorAll<HTMLImageElement>(pictures).forEach(fallBack);
  const onError = (event: Event) => {
    if (event.target instanceof HTMLImageElement && event.target.matches(pictures)) fallBack(event.target);
  };
  list.addEventListener("error", onError, true);
  return () => list.removeEventListener("error", onError, true);
}

/** The cards of a kept list's end that wait for the reader (CardGrid's `firstScreen`). */
const REST = "template[data-list-rest]";

/**
 * Moves the waiting cards of a kept list into it once its end comes within a screen of the viewport (a slider's
 * end: once it scrolls into its row), then calls `joined`. Returns the clean-up.
 */
function joinRestNearEnd(list: HTMLElement, joined: () => void): () => void {
  const rest = list.querySelector<HTMLTemplateElement>(`:scope > ${REST}`);
  if (!rest) return () => {};
  let stop: (() => void) | undefined;
  let cancelled = false;
  // A grid showing a few rows hides its later cards (no box to watch): then its own box is watched.
  const last = rest.previousElementSibling;
  const end = last && getComputedStyle(last).display !== "none" ? last : list;
  void import("~/utils/in-view").then(({ watchInView }) => {
    if (cancelled) return;
    stop = watchInView(
      end,
      (entry) => {
        if (!entry.isIntersecting || !rest.isConnected) return;
        stop?.();
        list.append(rest.content);
        rest.remove();
        joined();
      },
      { rootMargin: "0px 0px 100% 0px" },
    );
  });
  return () => {
    cancelled = true;
    stop?.();
  };
}

/** One card of a list, from its inputs alone (no hooks of the router): the server may render it once for
 * all the lists and requests that show the same card the same way (fragments.ts). `id` marks the first card
 * after a first screen, where '더보기' of the page whole lands. */
function CardItem({ after, id, ...props }: CardProps & { after?: ReactNode; id?: string }) {
  return (
    <li data-log-key={props.card.key} id={id}>
      <BroadcastCardView {...props} />
      {after}
    </li>
  );
}

/** A live card's time on air at the server's render time (its date text), null without a start time. */
function onAirText(card: BroadcastCard, now: number): string | null {
  if (card.startedAt === null) return null;
  const { hours, minutes } = elapsedHoursMinutes(card.startedAt, now);
  return cardTexts.labels.onAir(hours, minutes);
}

/**
 * Whether a list keeps the markup the server rendered of it, and how many times cards joined it since. Markup is
 * kept only in the browser, and only where the server rendered it: a list mounted afresh (a part React had to
 * render again) asks for the page again, whose data then brings whole cards.
 */
function useKeptMarkup(listRef: RefObject<HTMLUListElement>, inHtml: boolean, setParams: ReturnType<typeof useSearchParams>[1]) {
  const [joined, setJoined] = useState(0);
  const keepsMarkup = inHtml && typeof document !== "undefined";
  useEffect(() => {
    const kept = listRef.current;
    if (!keepsMarkup || !kept) return;
    if (kept.childElementCount === 0) setParams((current) => current, { replace: true, preventScrollReset: true });
    const stopFallBack = fallBackInMarkup(kept);
    const stopJoining = joinRestNearEnd(kept, () => setJoined((count) => count + 1));
    return () => {
      stopFallBack();
      stopJoining();
    };
  }, [keepsMarkup, setParams, listRef]);
  return { keepsMarkup, joined };
}

/** The kept markup's share items (ShareDisclosure's, rendered on the server) share as the rendered ones do. */
function shareInMarkup(event: MouseEvent<HTMLElement>, onCopied: () => void) {
  const summary = (event.target as Element).closest<HTMLElement>('summary[data-menu-key="share"]');
  const url = summary && sharedAddress(summary);
  const title = summary?.closest("article")?.querySelector("h3")?.textContent ?? "";
  if (summary && url && shareFrom(summary, { url, title }, onCopied)) event.preventDefault();
}

/** What a catch or story link carries of its list: the list's other ids and where it is. */
function cardListContext(cards: BroadcastCard[], location: string): CardListContext {
  return {
    catchIds: cards.filter((card) => card.kind === "catch").map((card) => card.id),
    storyIds: cards.filter((card) => card.kind === "story").map((card) => card.id),
    location: (STORY_LOCATIONS as string[]).includes(location) ? (location as CatchStoryLocation) : "home",
  };
}

/** The address of the page whole, landing on the first card after the first screen. */
function wholeHref(params: URLSearchParams, restId: string | undefined) {
  const whole = new URLSearchParams(params);
  whole.delete(UNDO_PARAM);
  whole.set(WHOLE_PARAM, "1");
  return `?${whole}#${restId}`;
}

/** The list's cards as HTML from the page's fragments; those from `restFrom` on in a template they join the list from. */
function fragmentsHtml(fragments: NonNullable<ContextType<typeof CardFragments>>, items: Array<CardProps & { id?: string }>, restFrom: number | null) {
  if (restFrom === null) return fragments(CardItem, items);
  return `${fragments(CardItem, items.slice(0, restFrom))}<template data-list-rest>${fragments(CardItem, items.slice(restFrom))}</template>`;
}

/**
 * The way to the cards after the first screen without JS. With JS its text is never parsed into elements; the
 * waiting cards join the list instead. Without JS the list's own 'more' (after) waits for the page whole
 * (cards.module.css).
 */
function restMore(href: string) {
  return (
    <noscript>
      <p className={styles.restMore}>
        <a href={href}>{common.actions.more}</a>
      </p>
    </noscript>
  );
}

function listClassName({ layout, columns, variant, limited }: Pick<CardGridProps, "layout" | "columns" | "variant"> & { limited: string }) {
  return `${layout === "slider" ? styles.slider : styles.grid} ${styles[`grid_${columns ?? variant}`]} ${variant === "catch" ? styles.catchCards : ""} ${columns && variant === "catch" ? styles.halves : ""} ${limited}`;
}

export function CardGrid({
  cards,
  location,
  menu = [],
  namespace,
  variant = "cards",
  columns,
  layout = "grid",
  rows,
  after,
  afterOnlyWhenRowsOverflow,
  listId,
  log,
  empty = null,
  eagerCount = 0,
  priorityCount = 0,
  headingLevel,
  label,
  menuExtra,
  menuLink,
  menuPost,
  thumbnailForm,
  extra,
  clearPicture = false,
  reloads,
  grows,
  inHtml = false,
  firstScreen,
}: CardGridProps) {
  const [params, setParams] = useSearchParams();
  const links = useLinkConfig();
  const now = useNow();
  const fragments = useContext(CardFragments);
  const listRef = useRef<HTMLUListElement>(null);
  const actionFormId = useId();
  const postFormId = `${actionFormId}post`;
  const cardMenuPost = ({ label, fields }: ListMenuPost): CardMenuPost => ({ label, value: packMenuPost(fields), form: postFormId });
  const { keepsMarkup, joined } = useKeptMarkup(listRef, inHtml, setParams);
  // Cards that joined a kept list after the first render are logged as its others are.
  useCardLog(listRef, cards, log, links.isApp, joined);
  const toast = useToast();
  const undo = parseUndo(params.get(UNDO_PARAM));
  if (cards.length === 0) return <>{empty}</>;
  const list = cardListContext(cards, location);
  const limited = layout === "grid" && rows ? styles.limited : "";
  // The first render stops after `shown` cards of a list the page's HTML shows (never one rendered in place).
  const restFrom = firstScreen && inHtml && cards.length > firstScreen.shown ? firstScreen.shown : null;
  const waits = restFrom !== null && !firstScreen?.whole;
  const itemProps = (card: BroadcastCard, index: number): CardProps & { id?: string } => {
    const date = card.kind === "live" ? null : card.createdAt;
    return {
      card,
      config: links,
      dateText: card.kind === "live" ? onAirText(card, now) : date === null ? null : relativeDate(date, now),
      menu: typeof menu === "function" ? menu(card) : menu,
      // Catch and story links carry the list's other ids; other cards do not depend on the list.
      list: card.kind === "catch" || card.kind === "story" ? list : undefined,
      actionFormId,
      index: listId ? index : undefined,
      eager: index < priorityCount ? "high" : index < eagerCount,
      headingLevel,
      thumbnailForm: thumbnailForm?.(card),
      // Only where a list has one: an item's props are its key on the server (fragments.ts).
      ...(menuLink ? { menuLink: menuLink(card) } : null),
      ...(menuPost ? { menuPost: cardMenuPost(menuPost(card)) } : null),
      ...(index === restFrom ? { id: firstScreen?.restId } : null),
    };
  };
  // A kept list's cards carry only what their logs read: the browser renders none of them.
  const items = keepsMarkup ? [] : cards.map(itemProps);
  // Lists whose cards carry their own React parts, or the undo panel, are rendered in place.
  const byFragments = fragments && !extra && !menuExtra && !(undo && cards.some((card) => card.key === undo.key));
  const listProps = {
    ref: listRef,
    className: listClassName({ layout, columns, variant, limited }),
    "data-rows": limited ? rows : undefined,
    "data-prev": layout === "slider" ? cardTexts.slider.previous : undefined,
    "data-next": layout === "slider" ? cardTexts.slider.next : undefined,
    "aria-label": label,
    "data-list": "",
    "data-list-params": reloads,
    "data-list-more": grows,
  };
  return (
    <div className={styles.gridWrap} data-clear-picture={clearPicture || undefined}>
      <CardActionForm id={actionFormId} location={location} namespace={namespace} list={listId} />
      {menuPost ? (
        <Form method="post" preventScrollReset id={postFormId} hidden>
          <SubmissionKeyInput />
        </Form>
      ) : null}
      {byFragments ? (
        <ul {...listProps} dangerouslySetInnerHTML={{ __html: fragmentsHtml(fragments, items, waits ? restFrom : null) }} />
      ) : keepsMarkup ? (
        // React neither compares nor replaces markup given this way while it hydrates, nor when it stays the same.
        // The click it listens for is a share summary's inside it (a summary's keys click it too).
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
        <ul
          key="in-html"
          {...listProps}
          dangerouslySetInnerHTML={KEPT_MARKUP}
          suppressHydrationWarning
          onClick={(event) => shareInMarkup(event, () => toast.show({ message: cardTexts.share.copied }))}
        />
      ) : (
        <ul {...listProps}>
          {cards.map((card, index) =>
            undo && undo.key === card.key ? (
              <li key={card.key} data-log-key={card.key}>
                <UndoPanel card={card} action={undo.action} location={location} namespace={namespace} slot={listId ? { list: listId, index } : undefined} />
              </li>
            ) : (
              <CardItem key={card.key} {...items[index]} menuExtra={menuExtra?.(card)} after={extra?.(card, index)} />
            ),
          )}
        </ul>
      )}
      {waits ? restMore(wholeHref(params, firstScreen?.restId)) : null}
      {after ? <div className={`${styles.after} ${afterOnlyWhenRowsOverflow && limited ? styles.whenOverflowing : ""}`}>{after}</div> : null}
    </div>
  );
}
