// The main banner (000 §2.4, 001 §2.17): an ad of a PC main image or video type, hidden at ≤ 1200 px by
// CSS (so also without JS). Its link goes through the creative's click URL (works without JS); tracking
// (impressions when fully visible, video from a quarter visible) loads after hydration.
// It hydrates with the route, not from a chunk of its own, so that its picture is asked for once
// (utils/lazy-hydration.tsx).
import { useRef } from "react";
import adPicture from "~/components/promotions/ad-picture.module.css";
import { useAdTracking } from "~/components/promotions/use-ad-tracking";
import { adHref, isVideoAdType, type PlacedAd } from "~/domain/promotions";
import { home as homeTexts } from "~/i18n/ko/home";
import { links } from "~/utils/links";
import { useLinkConfig } from "~/utils/root-data";
import styles from "./home.module.css";

export function MainBanner({ ad }: { ad: PlacedAd }) {
  const config = useLinkConfig();
  const ref = useRef<HTMLElement>(null);
  const { creative } = ad;
  useAdTracking(ref, creative);
  const image = creative.imageUrl ?? creative.thumbnailSrc ?? "";
  const video = isVideoAdType(ad.type) ? creative.videoUrl : null;
  return (
    <aside
      ref={ref}
      className={styles.mainBanner}
      aria-label={homeTexts.mainBanner.label}
      data-testid="main-banner"
      data-ad-key={ad.key}
      style={creative.backgroundColor ? { backgroundColor: creative.backgroundColor } : undefined}
    >
      <div className={`${styles.mainBannerFrame} ${video ? styles.withVideo : ""}`} data-ad-frame data-video-placement={creative.videoPlacement}>
        <a href={links.external(config, adHref(creative))} target="_blank" rel="noopener sponsored" data-ad-click>
          <img
            className={adPicture.picture}
            src={image}
            data-alt-src={creative.alternativeImageUrl ?? undefined}
            alt={creative.adText || creative.advertiser}
            width={1920}
            height={240}
          />
        </a>
        {video ? (
          <video
            className={styles.mainBannerVideo}
            src={video}
            poster={creative.thumbnailSrc ?? undefined}
            muted
            loop
            playsInline
            preload="none"
            aria-hidden="true"
            tabIndex={-1}
            data-ad-video
          />
        ) : null}
      </div>
      <span className={styles.adBadge}>{homeTexts.preview.ad}</span>
    </aside>
  );
}
