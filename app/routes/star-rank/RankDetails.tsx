// '상세정보' of a ranked broadcast (000 §2.8, §4.2): '방송국 가기' and the favourite toggle, a form to
// /resources/favorite (guests are sent to login and come back). In the card's own ⋮ menu, under the words
// '상세정보' (a pill of its own beside the card's ⋮ was a second menu of another look).
import { useReturnTo } from "~/components/cards/CardMenu";
import { cardMenuItemClass } from "~/components/cards/menu-item";
import type { BroadcastCard } from "~/domain/cards";
import { cards } from "~/i18n/ko/cards";
import { starRank } from "~/i18n/ko/star-rank";
import { links } from "~/utils/links";
import { useLinkConfig } from "~/utils/root-data";
import styles from "./star-rank.module.css";
import { StreamerActionForm } from "~/components/forms/StreamerActionForm";

/** The ⋮ menu's items of a ranked broadcast (<li>s after the card's own). */
export function RankDetails({ card, favourite }: { card: BroadcastCard; favourite: boolean }) {
  const config = useLinkConfig();
  const returnTo = useReturnTo();
  return (
    <>
      <li className={styles.detailsLabel} aria-hidden="true">
        {starRank.details}
      </li>
      <li>
        <a className={cardMenuItemClass} href={links.station(config, card.userId, card.userNickname)}>
          {starRank.toStation}
        </a>
      </li>
      <li>
        <StreamerActionForm action="/resources/favorite" streamerId={card.userId} returnTo={returnTo}>
          <button type="submit" name="intent" value={favourite ? "remove" : "add"} aria-pressed={favourite} className={cardMenuItemClass}>
            {favourite ? cards.favourite.remove : cards.favourite.add}
          </button>
        </StreamerActionForm>
      </li>
    </>
  );
}
