// Impression and click logs of a card list (000 §7.6). The observer is loaded after hydration, so
// logging adds nothing to a page's first-load JS and never delays it.
import { useEffect, type RefObject } from "react";
import type { BroadcastCard } from "~/domain/cards";
import type { CardLog } from "./card-log-observer";

export type { CardLog };

/** `joined` changes when cards joined the list's markup (CardGrid's first screen): they are watched too. */
export function useCardLog(listRef: RefObject<HTMLElement>, cards: BroadcastCard[], log: CardLog | undefined, isApp: boolean, joined = 0) {
  const codeType = log?.codeType;
  const location = log?.location ?? "";
  const threshold = log?.threshold ?? 0.33;
  useEffect(() => {
    const list = listRef.current;
    if (!codeType || !list || typeof IntersectionObserver === "undefined") return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("./card-log-observer").then(({ observeCardLog }) => {
      if (!cancelled) stop = observeCardLog(list, cards, { codeType, location, threshold }, isApp);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [listRef, cards, codeType, location, threshold, isApp, joined]);
}
