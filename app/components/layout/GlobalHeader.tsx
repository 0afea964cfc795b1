// The global header (design §4): logo and product name, navigation, search box, login or profile.
// Variants: help (no hamburger, search or sub-nav; '고객센터' beside the logo), station (no sub-nav),
// standalone (logo only). On phones the navigation folds into a <details> menu that needs no JS, and the
// search box sits behind an icon (another <details>), so the header is one line of at most 56 px with the
// account on the right; the theme menu (a <details> too) is in every variant but standalone. Inside the app's
// webview there is no web header at all (PageFrame): the app has its own.
import { Form, Link, NavLink, useLocation } from "@remix-run/react";
import { MAX_KEYWORD } from "~/domain/search-keyword";
import { THEMES, type Theme } from "~/domain/theme";
import { common, words } from "~/i18n/ko/common";
import type { LayoutVariant } from "~/utils/handle";
import { useRootData } from "~/utils/root-data";
import styles from "./layout.module.css";
import { ActionForm } from "~/components/forms/ActionForm";

const t = common.layout;

export const NAV_ITEMS = [
  { to: "/", label: t.home, end: true },
  { to: "/live/all", label: t.liveAll },
  { to: "/directory/category", label: t.category },
  { to: "/my/favorite", label: t.my },
  { to: "/star-rank", label: t.starRank },
  { to: "/help", label: t.help },
] as const;

function MainNav({ className }: { className: string }) {
  return (
    <nav aria-label={t.mainNav} className={className}>
      <ul>
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={"end" in item ? item.end : false} prefetch="intent">
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SearchBox() {
  // On the search page the box keeps the searched keyword.
  const location = useLocation();
  const keyword = location.pathname === "/search" ? (new URLSearchParams(location.search).get("szKeyword") ?? "") : "";
  return (
    <Form method="get" action="/search" role="search" className={styles.search}>
      <label htmlFor="global-search" className="visually-hidden">
        {t.searchLabel}
      </label>
      <input
        key={keyword}
        id="global-search"
        type="search"
        name="szKeyword"
        defaultValue={keyword}
        placeholder={t.searchPlaceholder}
        autoComplete="off"
        maxLength={MAX_KEYWORD}
      />
      <button type="submit">{t.searchSubmit}</button>
    </Form>
  );
}

/**
 * Light, dark or the system's: a plain form to /resources/theme, which remembers the choice and
 * sends the page back. With JS the page comes back without a reload (the root loader's new theme is
 * written on <html>), in place of the entry it was made on and where it was scrolled to.
 */
function ThemeMenu({ theme, returnTo }: { theme: Theme; returnTo: string }) {
  return (
    <details className={styles.themeMenu}>
      <summary aria-label={t.theme}>
        <span aria-hidden="true" />
      </summary>
      <ActionForm action="/resources/theme" replace preventScrollReset>
        <input type="hidden" name="returnTo" value={returnTo} />
        {THEMES.map((value) => (
          <button key={value} type="submit" name="theme" value={value} aria-pressed={theme === value}>
            {t.themes[value]}
          </button>
        ))}
      </ActionForm>
    </details>
  );
}

function Account({ returnTo }: { returnTo: string }) {
  const data = useRootData();
  const viewer = data?.viewer;
  if (!viewer) {
    return (
      <a className={styles.accountLink} href={`/login?returnTo=${encodeURIComponent(returnTo)}`}>
        {t.login}
      </a>
    );
  }
  // The avatar opens the member's menu (as the peers' headers do): their station, favourites and
  // history (their pages asked for as the finger touches them, as the menus' are), and 로그아웃, a plain form as before. A <details>, so it needs no JS; the name beside the
  // picture shows from 768 px.
  const name = t.profileOf(viewer.nickname);
  return (
    <details className={styles.account}>
      <summary aria-label={t.accountMenu(viewer.nickname)}>
        <span className={styles.avatar}>{viewer.profileImageUrl ? <img src={viewer.profileImageUrl} alt="" width={32} height={32} /> : null}</span>
        <span className={styles.nick}>{name}</span>
      </summary>
      <div className={styles.accountPanel}>
        <p className={styles.accountName}>{name}</p>
        <ul>
          <li>
            {/* Through a resource route that knows whether the member has a station (a document load). */}
            <a href="/resources/my-station">{words.myStation}</a>
          </li>
          <li>
            <Link to="/my/favorite" prefetch="intent">
              {words.favourite}
            </Link>
          </li>
          <li>
            <Link to="/my/history" prefetch="intent">
              {words.history}
            </Link>
          </li>
        </ul>
        <form method="post" action="/logout">
          <button type="submit">{t.logout}</button>
        </form>
      </div>
    </details>
  );
}

export function GlobalHeader({ variant, hideNavOnMobile }: { variant: LayoutVariant; hideNavOnMobile: boolean }) {
  const data = useRootData();
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  const product = data?.product ?? { name: "", logoText: "" };
  // On home the logo is a link to the page shown: its re-click refreshes at most once per 1500 ms, as a menu's current
  // item's does (000 §2.1, utils/reclick.server.ts).
  const logo = (
    <Link to="/" className={styles.logo}>
      {product.logoText}
      <span className="visually-hidden"> {product.name}</span>
    </Link>
  );

  if (variant === "standalone") {
    return <header className={styles.header}>{logo}</header>;
  }

  const isHelp = variant === "help";
  const showSubNav = variant === "default";
  return (
    <header className={`${styles.header} ${hideNavOnMobile ? styles.hideNavOnMobile : ""}`}>
      {!isHelp ? (
        <details className={styles.hamburger}>
          <summary aria-label={t.menu}>
            <svg className="icon" aria-hidden>
              <use href="/icons.svg#menu" />
            </svg>
          </summary>
          <MainNav className={styles.drawerNav} />
        </details>
      ) : null}
      {logo}
      {isHelp ? (
        <Link to="/help" className={styles.helpTitle}>
          {t.help}
        </Link>
      ) : null}
      {showSubNav ? <MainNav className={styles.subNav} /> : null}
      {!isHelp ? (
        // Open on wide screens (CSS shows the contents and hides the icon); on a phone the icon opens it.
        <details className={styles.searchToggle}>
          <summary aria-label={t.searchLabel} />
          <SearchBox />
        </details>
      ) : null}
      <ThemeMenu theme={data?.theme ?? "system"} returnTo={returnTo} />
      <Account returnTo={returnTo} />
    </header>
  );
}
