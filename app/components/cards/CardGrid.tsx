// A list of cards in the grid of 000 §9 (columns by container width), with the undo panel in place of
// a card that was just hidden or not-recommended (the `?undo=` marker the card action leaves).
import { useSearchParams } from "@remix-run/react";
import type { ReactNode } from "react";
import type { BroadcastCard, CardMenuKey } from "~/domain/cards";
import { parseUndo, UNDO_PARAM } from "~/forms/card-undo";
import type { CardListContext } from "~/utils/card-links";
import type { CatchStoryLocation } from "~/utils/links";
import { BroadcastCardView, type ThumbnailForm } from "./BroadcastCard";
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
  /** Shown when the list is empty. */
  empty?: ReactNode;
  /** How many cards load their picture eagerly (the first row). */
  eagerCount?: number;
  headingLevel?: 2 | 3 | 4;
  label?: string;
  /** List-specific menu items (<li>s) per card, after the standard ones. */
  menuExtra?: (card: BroadcastCard) => ReactNode;
  /** Per card, a form the thumbnail posts instead of following the link. */
  thumbnailForm?: (card: BroadcastCard) => ThumbnailForm | null;
};

const STORY_LOCATIONS: CatchStoryLocation[] = ["home", "search", "my"];

export function CardGrid({
  cards,
  location,
  menu = [],
  namespace,
  variant = "cards",
  empty = null,
  eagerCount = 0,
  headingLevel,
  label,
  menuExtra,
  thumbnailForm,
}: CardGridProps) {
  const [params] = useSearchParams();
  const undo = parseUndo(params.get(UNDO_PARAM));
  if (cards.length === 0) return <>{empty}</>;
  const list: CardListContext = {
    catchIds: cards.filter((card) => card.kind === "catch").map((card) => card.id),
    storyIds: cards.filter((card) => card.kind === "story").map((card) => card.id),
    location: (STORY_LOCATIONS as string[]).includes(location) ? (location as CatchStoryLocation) : "home",
  };
  return (
    <div className={styles.gridWrap}>
    <ul className={`${styles.grid} ${styles[`grid_${variant}`]}`} aria-label={label}>
      {cards.map((card, index) => (
        <li key={card.key}>
          {undo && undo.key === card.key ? (
            <UndoPanel card={card} action={undo.action} location={location} namespace={namespace} />
          ) : (
            <BroadcastCardView
              card={card}
              menu={typeof menu === "function" ? menu(card) : menu}
              list={list}
              location={location}
              namespace={namespace}
              eager={index < eagerCount}
              headingLevel={headingLevel}
              menuExtra={menuExtra?.(card)}
              thumbnailForm={thumbnailForm?.(card)}
            />
          )}
        </li>
      ))}
    </ul>
    </div>
  );
}
