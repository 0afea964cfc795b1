// The main banner (000 §2.4, 001 §2.17): an ad of a PC main image or video type, hidden at ≤ 1200 px.
// The video type shows its still here; playing ad video and tracking belong to the ad banners' issue.
import type { PreviewAd } from "~/domain/home";
import { home as homeTexts } from "~/i18n/ko/home";
import { links } from "~/utils/links";
import { useLinkConfig } from "~/utils/root-data";
import styles from "./home.module.css";

export function MainBanner({ ad: { creative } }: { ad: PreviewAd }) {
  const config = useLinkConfig();
  return (
    <aside className={styles.mainBanner} aria-label={homeTexts.mainBanner.label} data-testid="main-banner">
      <a href={links.external(config, creative.landingUrl ?? "")} target="_blank" rel="noopener sponsored">
        <img src={creative.imageUrl ?? creative.thumbnailSrc ?? ""} alt={creative.adText || creative.advertiser} width={1920} height={240} />
      </a>
      <span className={styles.adBadge}>{homeTexts.preview.ad}</span>
    </aside>
  );
}
