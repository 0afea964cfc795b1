// A card's picture. Adult and password broadcasts show the category placeholder (000 §2.9, §6): the
// category's name on the tint of its kind; private and deleted content, and a card without a category
// name, the placeholder picture of its type. An image that fails to load shows the default thumbnail
// (drawn over it by CSS, so this works without JS); with JS the broken image is also swapped for it.
import { useEffect, useRef, useState } from "react";
import type { ThumbnailType } from "~/domain/cards";
import styles from "./cards.module.css";
import { DEFAULT_THUMBNAIL, thumbnailSrc } from "~/domain/thumbnail";

/** The types whose placeholder names the category (a deleted item has nothing to name). */
const CATEGORY_PLACEHOLDER: ReadonlySet<ThumbnailType> = new Set(["ADULT", "ADULT_LOCK", "LOCK"]);

/** `eager: "high"` also asks for the picture before others (fetchpriority, for the page's largest picture). */
type Props = { src: string | null; type: ThumbnailType | null; category?: string; vertical?: boolean; eager?: boolean | "high" };

/** React 18 knows no fetchPriority prop (it warns); the lowercase attribute passes through as it is. */
const HIGH_PRIORITY = { fetchpriority: "high" };

/** A picture that failed to load (not one waiting to, and never the default thumbnail itself). */
export const failedToLoad = (image: HTMLImageElement) => image.complete && image.naturalWidth === 0 && image.getAttribute("src") !== DEFAULT_THUMBNAIL;

export function Thumbnail({ src, type, category, vertical, eager }: Props) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // An image that failed before hydration fired its error event before React listened for it.
  useEffect(() => {
    if (image.current && failedToLoad(image.current)) setFailed(true);
  }, []);
  const shape = `${styles.thumb} ${vertical ? styles.vertical : ""}`;
  if (type && category && CATEGORY_PLACEHOLDER.has(type)) {
    return (
      <span className={`${shape} ${styles.placeholder}`} data-thumbnail-type={type} data-testid="card-thumbnail">
        <span className={styles.placeholderName}>{category}</span>
      </span>
    );
  }
  return (
    <span className={shape} data-thumbnail-type={type ?? undefined}>
      <img
        ref={image}
        src={thumbnailSrc(src, type, failed)}
        alt=""
        loading={eager ? "eager" : "lazy"}
        {...(eager === "high" ? HIGH_PRIORITY : null)}
        decoding={eager === "high" ? undefined : "async"}
        onError={() => setFailed(true)}
        data-testid="card-thumbnail"
      />
    </span>
  );
}
