// The favourite toggle of the profile card and the streamer list: a form post to /resources/favorite
// (guests are sent to login there, 000 §4.2), coming back to this page with the toast.
import { useReturnTo } from "~/components/cards/CardMenu";
import { cards } from "~/i18n/ko/cards";
import { Icon } from "~/components/icon/Icon";
import styles from "./search.module.css";
import { StreamerActionForm } from "~/components/forms/StreamerActionForm";

export function FavouriteButton({ streamerId, nick, isFavourite }: { streamerId: string; nick: string; isFavourite: boolean }) {
  const returnTo = useReturnTo();
  const t = cards.favourite;
  return (
    <StreamerActionForm action="/resources/favorite" streamerId={streamerId} returnTo={returnTo} className={styles.favouriteForm}>
      <button
        type="submit"
        name="intent"
        value={isFavourite ? "remove" : "add"}
        className={`${styles.favourite} ${isFavourite ? styles.favouriteOn : ""}`}
        aria-label={`${nick} ${isFavourite ? t.remove : t.add}`}
      >
        <Icon name={isFavourite ? "star-filled" : "star"} /> {isFavourite ? t.remove : t.add}
      </button>
    </StreamerActionForm>
  );
}
