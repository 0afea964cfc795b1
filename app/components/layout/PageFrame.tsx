// The page frame: skip link, the header and footer of the route's layout variant, a member's side bar,
// scroll-to-top. Inside the app's webview the app shows its own header, so the web header is left out.
import type { ReactNode } from "react";
import { common } from "~/i18n/ko/common";
import { usePageHandle } from "~/utils/handle";
import { useRootData } from "~/utils/root-data";
import { BottomNav } from "./BottomNav";
import { GlobalHeader } from "./GlobalHeader";
import styles from "./layout.module.css";
import { ScrollToTop } from "./ScrollToTop";
import { SiteFooter } from "./SiteFooter";

export function PageFrame({ children }: { children: ReactNode }) {
  const handle = usePageHandle();
  const data = useRootData();
  // The side bar on the discovery pages, a member's followed channels (docs/choices.md) or a guest's
  // recommended live broadcasts: HTML the root loader rendered, so that no page's JS carries its code;
  // CSS shows it on wide screens only.
  const sideBar = handle.layout === "default" && data?.sideBar;
  const isApp = data?.client.isApp ?? false;
  // The phone's bottom bar on the pages of the portal's navigation (not the help centre's own task, nor a
  // standalone page, nor a page with its own back button in its place); the app has its own.
  const bottomNav = !isApp && !handle.hideGlobalNavOnMobile && (handle.layout === "default" || handle.layout === "station");
  return (
    <div id="top" className={styles.frame}>
      <a className={styles.skipLink} href="#main">
        {common.layout.skipToContent}
      </a>
      {isApp ? null : <GlobalHeader variant={handle.layout} hideNavOnMobile={handle.hideGlobalNavOnMobile ?? false} />}
      {sideBar ? <div className="side-bar-slot" dangerouslySetInnerHTML={{ __html: sideBar }} /> : null}
      {/* #main: the skip link's target, and what the first paint waits for (root.tsx's <link rel="expect">). */}
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter variant={handle.layout} />
      {bottomNav ? <BottomNav /> : null}
      {/* The progress bar of a client navigation, shown by <html data-navigating> (utils/navigation-pending.ts). */}
      <div className="nav-progress" aria-hidden="true" data-testid="nav-progress" />
      <ScrollToTop />
    </div>
  );
}
