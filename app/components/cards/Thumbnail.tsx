// A card's picture. Adult, password, private and deleted content shows a placeholder (000 §2.9). An
// image that fails to load leaves the default thumbnail behind it visible (CSS background), so this
// works without JS; with JS the broken image is also swapped for the default.
import { useEffect, useRef, useState } from "react";
import type { ThumbnailType } from "~/domain/cards";
import styles from "./cards.module.css";
import { DEFAULT_THUMBNAIL, thumbnailSrc } from "~/domain/thumbnail";

export function Thumbnail({ src, type, vertical, eager }: { src: string | null; type: ThumbnailType | null; vertical?: boolean; eager?: boolean }) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // An image that failed before hydration fired its error event before React listened for it.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0 && element.getAttribute("src") !== DEFAULT_THUMBNAIL) setFailed(true);
  }, []);
  const shown = thumbnailSrc(src, type, failed);
  return (
    <span className={`${styles.thumb} ${vertical ? styles.vertical : ""}`} data-thumbnail-type={type ?? undefined}>
      <img ref={image} src={shown} alt="" loading={eager ? "eager" : "lazy"} decoding="async" onError={() => setFailed(true)} data-testid="card-thumbnail" />
    </span>
  );
}
