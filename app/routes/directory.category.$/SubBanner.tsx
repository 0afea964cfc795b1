// A sub (category) banner (001 §2.17, §4.9): folded, it unfolds after a second of hover (CSS, so also
// without JS); the close/open toggle is a <details> (works without JS) whose closing sends the close
// tracking. The page keys it by category, so a category change resets it. Video types play beside the
// picture from a quarter visible; the 728 × 90 banner neither unfolds nor plays. It hydrates with the
// route, so that its picture is asked for once (utils/lazy-hydration.tsx).
import { useRef } from "react";
import adPicture from "~/components/promotions/ad-picture.module.css";
import { useAdTracking } from "~/components/promotions/use-ad-tracking";
import { adHref, isExpandableAdType, isVideoAdType, type PlacedAd } from "~/domain/promotions";
import { promotions } from "~/i18n/ko/promotions";
import { links } from "~/utils/links";
import { useLinkConfig } from "~/utils/root-data";
import styles from "./sub-banner.module.css";

const t = promotions.ad;

export function SubBanner({ ad }: { ad: PlacedAd }) {
  const config = useLinkConfig();
  const ref = useRef<HTMLElement>(null);
  const { creative } = ad;
  useAdTracking(ref, creative);
  const href = links.external(config, adHref(creative));
  const expandable = isExpandableAdType(ad.type) && creative.expandedImageUrl !== null;
  const video = isVideoAdType(ad.type) ? creative.videoUrl : null;
  const alt = creative.adText || creative.advertiser;
  const leaderboard = ad.type === "PC_728_90_BANNER";
  return (
    <aside ref={ref} className={styles.sub} aria-label={t.badge} data-testid="sub-banner" data-ad-key={ad.key} data-ad-type={ad.type}>
      <details open data-ad-toggle>
        <summary className={styles.subSummary}>
          <span className={styles.whenOpen}>{t.close}</span>
          <span className={styles.whenClosed}>{t.open}</span>
        </summary>
        <div
          className={`${styles.subFrame} ${leaderboard ? styles.leaderboard : ""}`}
          style={creative.backgroundColor ? { backgroundColor: creative.backgroundColor } : undefined}
          data-ad-frame
          data-video-placement={creative.videoPlacement}
        >
          <a href={href} target="_blank" rel="noopener sponsored" className={styles.subLink} data-ad-click>
            <img
              className={adPicture.picture}
              src={(leaderboard ? creative.imageUrl : (creative.foldingImageUrl ?? creative.imageUrl)) ?? ""}
              data-alt-src={creative.alternativeImageUrl ?? undefined}
              alt={alt}
              width={leaderboard ? 728 : 1200}
              height={leaderboard ? 90 : 100}
            />
          </a>
          {video ? (
            <video className={styles.subVideo} src={video} muted loop playsInline preload="none" aria-hidden="true" tabIndex={-1} data-ad-video />
          ) : null}
          {expandable ? (
            <a
              href={href}
              target="_blank"
              rel="noopener sponsored"
              className={styles.expanded}
              style={creative.expandedBackgroundColor ? { backgroundColor: creative.expandedBackgroundColor } : undefined}
              data-testid="sub-banner-expanded"
              data-ad-click
              tabIndex={-1}
              aria-hidden="true"
            >
              <img className={adPicture.picture} src={creative.expandedImageUrl ?? ""} alt="" width={1200} height={300} />
            </a>
          ) : null}
          <span className={styles.badge}>{t.badge}</span>
        </div>
      </details>
    </aside>
  );
}
