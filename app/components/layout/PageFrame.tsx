// The page frame: skip link, the header and footer of the route's layout variant, scroll-to-top. Inside
// the app's webview the app shows its own header, so the web header is left out.
import type { ReactNode } from "react";
import { common } from "~/i18n/ko/common";
import { usePageHandle } from "~/utils/handle";
import { useRootData } from "~/utils/root-data";
import { GlobalHeader } from "./GlobalHeader";
import styles from "./layout.module.css";
import { ScrollToTop } from "./ScrollToTop";
import { SiteFooter } from "./SiteFooter";

export function PageFrame({ children }: { children: ReactNode }) {
  const handle = usePageHandle();
  const inApp = useRootData()?.client.isApp;
  return (
    <div id="top" className={styles.frame}>
      <a className={styles.skipLink} href="#main">
        {common.layout.skipToContent}
      </a>
      {inApp ? null : <GlobalHeader variant={handle.layout} hideNavOnMobile={handle.hideGlobalNavOnMobile ?? false} />}
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter variant={handle.layout} />
      <ScrollToTop />
    </div>
  );
}
