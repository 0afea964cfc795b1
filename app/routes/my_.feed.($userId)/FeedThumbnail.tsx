// A LIVE or VOD item's picture, chosen on the server (domain/thumbnail: the image or the card family's
// placeholder). A plain image over the default thumbnail (CSS background): with an empty alt, an image
// that fails to load draws nothing, so the default shows through, with and without JS.
import styles from "~/components/feed/feed.module.css";

export function FeedThumbnail({ item }: { item: { picture: string; card: { thumbnailType: string | null } } }) {
  return (
    <img
      className={styles.thumb}
      src={item.picture}
      alt=""
      width={480}
      height={270}
      loading="lazy"
      decoding="async"
      data-thumbnail-type={item.card.thumbnailType ?? undefined}
    />
  );
}
