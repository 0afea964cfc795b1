// Footer: the station and standalone layouts show the copyright line only (001 §2.9, 002 §2.1).
import { Link } from "@remix-run/react";
import { common } from "~/i18n/ko/common";
import type { LayoutVariant } from "~/utils/handle";
import { useRootData } from "~/utils/root-data";
import styles from "./layout.module.css";

export function SiteFooter({ variant }: { variant: LayoutVariant }) {
  const data = useRootData();
  const year = new Date(data?.now ?? Date.now()).getUTCFullYear();
  const copyright = <p className={styles.copyright}>{common.layout.copyright(year, data?.product.name ?? "")}</p>;
  if (variant === "station" || variant === "standalone") {
    return <footer className={styles.footer}>{copyright}</footer>;
  }
  return (
    <footer className={styles.footer}>
      <nav aria-label={common.layout.help}>
        <Link to="/help">{common.layout.help}</Link>
      </nav>
      {copyright}
    </footer>
  );
}
