// 'more' of the My lists: the page number lives in the URL, so it is a link that works without JS.
import { Link, useLocation, useNavigate, useNavigation, useResolvedPath } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { MY_LIMITS } from "~/domain/my";
import { common } from "~/i18n/ko/common";
import { firstIntent } from "~/utils/first-intent";
import { useInView } from "../layout/page-parts";
import styles from "./my.module.css";

/**
 * 'more': a link to the next page (pages accumulate, so the list grows in place). With `auto`, it
 * follows itself when it scrolls into view (infinite scroll), from the reader's first input on (a navigation
 * before it would throw away the parts still waiting for their chunks); without JS it stays a link. None past the
 * last page a URL may ask for: that URL would answer the same page, and `auto` would ask for it again.
 */
export function MoreLink({ page, param = "page", auto = false }: { page: number; param?: string; auto?: boolean }) {
  const { search } = useLocation();
  // The list's own path, also while one of its dialog routes is open.
  const { pathname } = useResolvedPath(".");
  const navigate = useNavigate();
  const navigation = useNavigation();
  const ref = useRef<HTMLAnchorElement>(null);
  const [intended, setIntended] = useState(false);
  useEffect(() => {
    if (auto) void firstIntent().then(() => setIntended(true));
  }, [auto]);
  const query = new URLSearchParams(search);
  query.set(param, String(page + 1));
  const href = `${pathname}?${query}`;
  const idle = navigation.state === "idle";
  const last = page >= MY_LIMITS.maxPages;
  const onView = (inView: boolean) => {
    if (inView) navigate(href, { preventScrollReset: true, replace: true });
  };
  useInView(ref, onView, { enabled: auto && intended && !last && idle, key: href });
  if (last) return null;
  return (
    <div className={styles.more}>
      <Link ref={ref} to={href} preventScrollReset replace>
        {common.actions.more}
      </Link>
    </div>
  );
}
