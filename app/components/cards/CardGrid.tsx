// A list of cards: the grid of 000 §9 (columns by container width) or a sideways slider, with the undo
// panel in place of a card that was just hidden or not-recommended (the `?undo=` marker the card action
// leaves). Grids may show a fixed number of rows of the current columns (CSS, so the first HTML is right).
import { useSearchParams } from "@remix-run/react";
import { useId, useRef, type ReactNode } from "react";
import type { BroadcastCard, CardMenuKey } from "~/domain/cards";
import { parseUndo, UNDO_PARAM } from "~/forms/card-undo";
import { cards as cardTexts } from "~/i18n/ko/cards";
import type { CardListContext } from "~/utils/card-links";
import type { CatchStoryLocation } from "~/utils/links";
import { useLinkConfig } from "~/utils/root-data";
import { BroadcastCardView, type ThumbnailForm } from "./BroadcastCard";
import { useCardLog, type CardLog } from "./card-log";
import { CardActionForm } from "./CardMenu";
import styles from "./cards.module.css";
import { UndoPanel } from "./UndoPanel";

type CardGridProps = {
  cards: BroadcastCard[];
  location: string;
  /** Menu items per card; a function to vary them by card. */
  menu?: CardMenuKey[] | ((card: BroadcastCard) => CardMenuKey[]);
  namespace?: string;
  /** 'live' uses the live column table, 'catch' the narrow vertical one. */
  variant?: "cards" | "live" | "catch";
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
  /** Shown under a card, e.g. a rank and its own menu (star ranking). */
  extra?: (card: BroadcastCard, index: number) => ReactNode;
  /** List-specific menu items (<li>s) per card, after the standard ones. */
  menuExtra?: (card: BroadcastCard) => ReactNode;
  /** Per card, a form the thumbnail posts instead of following the link. */
  thumbnailForm?: (card: BroadcastCard) => ThumbnailForm | null;
  /** Search parameters that reload the cards in place, and those that add a page after them: skeleton
   * cards meanwhile (utils/page-feedback.ts, data-list-params / data-list-more). */
  reloads?: string;
  grows?: string;
};

const STORY_LOCATIONS: CatchStoryLocation[] = ["home", "search", "my"];

export function CardGrid({
  cards,
  location,
  menu = [],
  namespace,
  variant = "cards",
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
  thumbnailForm,
  extra,
  reloads,
  grows,
}: CardGridProps) {
  const [params] = useSearchParams();
  const links = useLinkConfig();
  const listRef = useRef<HTMLUListElement>(null);
  const actionFormId = useId();
  useCardLog(listRef, cards, log, links.isApp);
  const undo = parseUndo(params.get(UNDO_PARAM));
  if (cards.length === 0) return <>{empty}</>;
  const list: CardListContext = {
    catchIds: cards.filter((card) => card.kind === "catch").map((card) => card.id),
    storyIds: cards.filter((card) => card.kind === "story").map((card) => card.id),
    location: (STORY_LOCATIONS as string[]).includes(location) ? (location as CatchStoryLocation) : "home",
  };
  const limited = layout === "grid" && rows ? styles.limited : "";
  return (
    <div className={styles.gridWrap}>
      <CardActionForm id={actionFormId} location={location} namespace={namespace} list={listId} />
      <ul
        ref={listRef}
        className={`${layout === "slider" ? styles.slider : styles.grid} ${styles[`grid_${variant}`]} ${variant === "catch" ? styles.catchCards : ""} ${limited}`}
        data-rows={limited ? rows : undefined}
        data-prev={layout === "slider" ? cardTexts.slider.previous : undefined}
        data-next={layout === "slider" ? cardTexts.slider.next : undefined}
        aria-label={label}
        data-list=""
        data-list-params={reloads}
        data-list-more={grows}
      >
        {cards.map((card, index) => {
          const slot = listId ? { list: listId, index } : undefined;
          return (
            <li key={card.key} data-log-key={card.key}>
              {undo && undo.key === card.key ? (
                <UndoPanel card={card} action={undo.action} location={location} namespace={namespace} slot={slot} />
              ) : (
                <>
                  <BroadcastCardView
                    card={card}
                    menu={typeof menu === "function" ? menu(card) : menu}
                    list={list}
                    actionFormId={actionFormId}
                    index={slot?.index}
                    eager={index < priorityCount ? "high" : index < eagerCount}
                    headingLevel={headingLevel}
                    menuExtra={menuExtra?.(card)}
                    thumbnailForm={thumbnailForm?.(card)}
                  />
                  {extra?.(card, index)}
                </>
              )}
            </li>
          );
        })}
      </ul>
      {after ? <div className={afterOnlyWhenRowsOverflow && limited ? styles.whenOverflowing : undefined}>{after}</div> : null}
    </div>
  );
}
