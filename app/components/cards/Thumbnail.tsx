// A card's picture. Adult, password, private and deleted content shows a placeholder (000 §2.9). An
// image that fails to load leaves the default thumbnail behind it visible (CSS background), so this
// works without JS; with JS the broken image is also swapped for the default.
import { useEffect, useRef, useState } from "react";
import type { ThumbnailType } from "~/domain/cards";
import styles from "./cards.module.css";

const PLACEHOLDER: Record<ThumbnailType, string> = {
  ADULT: "/images/thumb-adult.svg",
  ADULT_LOCK: "/images/thumb-adult-lock.svg",
  LOCK: "/images/thumb-lock.svg",
  DELETE: "/images/thumb-delete.svg",
};
export const DEFAULT_THUMBNAIL = "/images/thumb-default.svg";

export function Thumbnail({ src, type, vertical, eager }: { src: string | null; type: ThumbnailType | null; vertical?: boolean; eager?: boolean }) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // An image that failed before hydration fired its error event before React listened for it.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0 && element.getAttribute("src") !== DEFAULT_THUMBNAIL) setFailed(true);
  }, []);
  const shown = type ? PLACEHOLDER[type] : failed || !src ? DEFAULT_THUMBNAIL : src;
  return (
    <span className={`${styles.thumb} ${vertical ? styles.vertical : ""}`} data-thumbnail-type={type ?? undefined}>
      <img
        ref={image}
        src={shown}
        alt=""
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        onError={() => setFailed(true)}
        data-testid="card-thumbnail"
      />
    </span>
  );
}
