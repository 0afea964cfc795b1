// Group banners (000 §2.6, §3.7): image links on their background colour; target 'Y' opens a new window.
import type { CSSProperties } from "react";
import type { GroupBanner } from "~/domain/live";
import { liveTop } from "~/i18n/ko/live-top";
import styles from "./live.module.css";

export function GroupBanners({ banners }: { banners: GroupBanner[] }) {
  return (
    <ul className={styles.banners} aria-label={liveTop.banners.label} style={{ "--banners": banners.length } as CSSProperties}>
      {banners.map((banner, index) => (
        <li key={`${banner.link}-${index}`} style={banner.bgColor ? { background: banner.bgColor } : undefined}>
          <a
            href={banner.link}
            target={banner.newWindow ? "_blank" : undefined}
            rel={banner.newWindow ? "noopener" : undefined}
            aria-label={liveTop.banners.item(index + 1)}
          >
            <img src={banner.imageUrl} alt="" loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  );
}
