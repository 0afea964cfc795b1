// The sports HOT text banner (000 §2.6, §9), rendered on the server (sports-html.server.tsx): CSS shows one
// item at a time and moves on every 2.5 s, paused while pointed at or focused, with or without JS; a static
// list under reduced motion (sports.css).
import type { CSSProperties } from "react";
import { TEXT_BANNER_INTERVAL_MS, type TextBanner as Item } from "~/domain/live";
import { live } from "~/i18n/ko/live";

export function TextBanner({ items }: { items: Item[] }) {
  if (items.length === 0) return null;
  const timing = { "--hot-count": items.length, "--hot-interval": `${TEXT_BANNER_INTERVAL_MS}ms` } as CSSProperties;
  return (
    <section aria-label={live.hot.label} className="sports-hot">
      <span className="sports-hot-badge">{live.hot.badge}</span>
      <div className="sports-hot-window">
        <ul className={items.length > 1 ? "sports-hot-list sports-hot-rotating" : "sports-hot-list"} style={timing}>
          {items.map((item) => (
            <li key={item.no}>
              <a href={item.linkUrl}>{item.title}</a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
