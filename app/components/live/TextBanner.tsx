// The sports HOT text banner (000 §2.6, §9): with JS one item at a time, the next every 2.5 s (paused
// while pointed at or focused); without JS the items as a static list.
import { useEffect, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { TEXT_BANNER_INTERVAL_MS, type TextBanner as Item } from "~/domain/live";
import { live } from "~/i18n/ko/live";
import styles from "./live.module.css";

export function TextBanner({ items }: { items: Item[] }) {
  const hydrated = useHydrated();
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const rotating = hydrated && items.length > 1;
  useEffect(() => {
    if (!rotating || paused) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % items.length), TEXT_BANNER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [rotating, paused, items.length]);
  if (items.length === 0) return null;
  return (
    <section
      aria-label={live.hot.label}
      className={styles.hot}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className={styles.hotBadge}>{live.hot.badge}</span>
      <ul className={rotating ? styles.hotRotating : styles.hotList}>
        {items.map((item, index) => (
          <li key={item.no} hidden={rotating && index !== current}>
            <a href={item.linkUrl}>{item.title}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
