// '상세정보' of a ranked broadcast (000 §2.8, §4.2): a <details> menu with '방송국 가기' and the
// favourite toggle, a form to /resources/favorite (guests are sent to login and come back).
import { useReturnTo } from "~/components/cards/CardMenu";
import type { BroadcastCard } from "~/domain/cards";
import { cards } from "~/i18n/ko/cards";
import { starRank } from "~/i18n/ko/star-rank";
import { links } from "~/utils/links";
import { useLinkConfig } from "~/utils/root-data";
import styles from "./star-rank.module.css";
import { ActionForm } from "~/components/forms/ActionForm";
import { SubmissionKeyInput } from "~/components/forms/SubmissionKey";

export function RankDetails({ card, favourite }: { card: BroadcastCard; favourite: boolean }) {
  const config = useLinkConfig();
  const returnTo = useReturnTo();
  return (
    <details className={styles.details}>
      <summary>
        {starRank.details}
        <span className="visually-hidden"> {card.userNickname}</span>
      </summary>
      <ul className={styles.detailsMenu}>
        <li>
          <a href={links.station(config, card.userId, card.userNickname)}>{starRank.toStation}</a>
        </li>
        <li>
          <ActionForm action="/resources/favorite" preventScrollReset>
            <SubmissionKeyInput />
            <input type="hidden" name="streamerId" value={card.userId} />
            <input type="hidden" name="returnTo" value={returnTo} />
            <button type="submit" name="intent" value={favourite ? "remove" : "add"} aria-pressed={favourite}>
              {favourite ? cards.favourite.remove : cards.favourite.add}
            </button>
          </ActionForm>
        </li>
      </ul>
    </details>
  );
}
