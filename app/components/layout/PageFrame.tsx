// The page frame: skip link, the header and footer of the route's layout variant, scroll-to-top.
import type { ReactNode } from "react";
import { common } from "~/i18n/ko/common";
import { usePageHandle } from "~/utils/handle";
import { GlobalHeader } from "./GlobalHeader";
import styles from "./layout.module.css";
import { ScrollToTop } from "./ScrollToTop";
import { SiteFooter } from "./SiteFooter";

export function PageFrame({ children }: { children: ReactNode }) {
  const handle = usePageHandle();
  return (
    <div id="top" className={styles.frame}>
      <a className={styles.skipLink} href="#main">
        {common.layout.skipToContent}
      </a>
      <GlobalHeader variant={handle.layout} hideNavOnMobile={handle.hideGlobalNavOnMobile ?? false} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter variant={handle.layout} />
      <ScrollToTop />
    </div>
  );
}
