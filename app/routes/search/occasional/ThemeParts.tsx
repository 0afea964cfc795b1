// Curated parts of the total tab (000 §2.7, §3.9): theme blocks (HTML sanitised on the server), theme
// shortcuts with '바로가기' buttons, the advertisement banner and the recommended contents.
import { Link } from "@remix-run/react";
import { CardGrid } from "~/components/cards/CardGrid";
import { defaultMenuFor } from "~/domain/cards";
import type { RecommendItem, SearchAd, ThemeBlock, ThemeShortcut } from "~/domain/search";
import { search } from "~/i18n/ko/search";
import { links } from "~/utils/links";
import { useLinkConfig } from "~/utils/root-data";
import own from "./sections.module.css";
import { SEARCH_GRID_COLUMNS } from "../grid";
import styles from "../search.module.css";
import { Section } from "../Section";
import { StreamerChips } from "../StreamerList";

/** Site paths navigate inside the portal; other links are external. */
function ShortcutLink({ url, className, children }: { url: string; className?: string; children: string }) {
  const config = useLinkConfig();
  return url.startsWith("/") ? (
    <Link to={url} className={className}>
      {children}
    </Link>
  ) : (
    <a href={links.external(config, url)} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

export function Themes({ themes }: { themes: ThemeBlock[] }) {
  return (
    <>
      {themes.map((theme, index) => (
        // The HTML was sanitised on the server (upstream/clients/search.server.ts).
        <div
          key={index}
          className={own.theme}
          style={theme.backgroundColor ? { background: theme.backgroundColor } : undefined}
          dangerouslySetInnerHTML={{ __html: theme.html }}
        />
      ))}
    </>
  );
}

export function Shortcuts({ shortcuts }: { shortcuts: ThemeShortcut[] }) {
  return (
    <ul className={own.shortcuts} data-testid="theme-shortcuts">
      {shortcuts.map((shortcut) => (
        <li key={shortcut.url} className={own.shortcut}>
          <span className={own.shortcutTitle}>{shortcut.title}</span>
          {shortcut.buttons.map((button) => (
            <ShortcutLink key={button.url + button.title} url={button.url} className={styles.smallButton}>
              {button.title}
            </ShortcutLink>
          ))}
          <ShortcutLink url={shortcut.url} className={`${styles.smallButton} ${own.primaryButton}`}>
            {search.shortcut}
          </ShortcutLink>
        </li>
      ))}
    </ul>
  );
}

export function AdBanner({ ad }: { ad: SearchAd }) {
  const config = useLinkConfig();
  return (
    <aside className={own.ad} style={ad.backgroundColor ? { background: ad.backgroundColor } : undefined} aria-label={search.a11y.ad}>
      <a href={links.external(config, ad.url)} target="_blank" rel="noopener noreferrer sponsored">
        <img src={ad.imageUrl} alt={search.a11y.ad} width={1200} height={120} />
      </a>
    </aside>
  );
}

export function RecommendedContents({ items }: { items: RecommendItem[] }) {
  const cards = items.flatMap((item) => (item.kind === "card" ? [item.card] : []));
  const streamers = items.flatMap((item) => (item.kind === "streamer" ? [item.streamer] : []));
  return (
    <Section title={search.recommend} testId="recommend-contents">
      <CardGrid cards={cards} location="search" columns={SEARCH_GRID_COLUMNS} menu={(card) => defaultMenuFor(card.kind)} headingLevel={3} />
      {streamers.length ? <StreamerChips streamers={streamers} /> : null}
    </Section>
  );
}
