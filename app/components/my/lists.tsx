// The card lists of the My pages: the LIVE section (sorted, shown 60 at a time), the history lists
// (toolbar with sort and delete-all links, 'more' while the upstream has more), and the list-specific
// card-menu items (delete, UP cancel, edit, add to a group), and the history lists' confirmations.
import { useLocation } from "@remix-run/react";
import { lazy, Suspense, type ComponentProps, type ReactNode } from "react";
import type { ThumbnailForm } from "~/components/cards/BroadcastCard";
import { CardGrid } from "~/components/cards/lazy";
import { cardMenuItemClass } from "~/components/cards/menu-item";
import { cardsOf, type CardColumns } from "~/domain/card-columns";
import type { BroadcastCard, CardMenuKey } from "~/domain/cards";
import type { LiveSort } from "~/domain/my";
import { my } from "~/i18n/ko/my";
import { links } from "~/utils/links";
import { useLinkConfig } from "~/utils/root-data";
import { DialogLink, dialogModule, MoreLink, myStyles as styles, Section, SortControl, useMyDialog, usePendingRemoval } from "./blocks";
import type { HistoryDeleteList } from "./HistoryConfirm";

/** A card-menu item opening one of the list's dialogs. */
export function MenuDialogLink({ label, list, name }: { label: string; list: string; name: string }) {
  return (
    <li>
      <DialogLink list={list} name={name} className={cardMenuItemClass}>
        {label}
      </DialogLink>
    </li>
  );
}

/** A card-menu item leaving the portal (the playlist editor). */
export function MenuLink({ label, href }: { label: string; href: string }) {
  // Another host's page: a new tab on the web, the external browser inside the app (000 §2.3).
  const config = useLinkConfig();
  return (
    <li>
      <a className={cardMenuItemClass} href={links.external(config, href)} {...(config.isApp ? null : { target: "_blank", rel: "noopener" })}>
        {label}
      </a>
    </li>
  );
}

export type LivePage = { items: BroadcastCard[]; hasMore: boolean; page: number; sort: LiveSort };

/** A LIVE section's data as a page sends it, its cards as columns (features/my/live-list.server.ts). */
export type LiveColumns = Omit<LivePage, "items"> & { items: CardColumns };
export const liveOf = (live: LiveColumns): LivePage => ({ ...live, items: cardsOf(live.items) });

const LIVE_MENU: CardMenuKey[] = ["view-later", "share"];

export function LiveSection({
  live,
  sorts,
  empty,
  keep,
  menuPost,
  menuLink,
  headless,
  autoMore,
}: {
  live: LivePage;
  sorts: readonly LiveSort[];
  empty: ReactNode;
  /** Query parameters the sort form keeps (the favourites' group). */
  keep?: Record<string, string | null>;
  menuPost?: ComponentProps<typeof CardGrid>["menuPost"];
  menuLink?: ComponentProps<typeof CardGrid>["menuLink"];
  /** The history page has its own heading: no section heading then. */
  headless?: boolean;
  /** '더보기' follows itself as it scrolls into view (a first render that shows part of the first page). */
  autoMore?: boolean;
}) {
  const body = (
    <>
      <CardGrid
        cards={live.items}
        location="my"
        variant="live"
        menu={LIVE_MENU}
        menuPost={menuPost}
        menuLink={menuLink}
        empty={empty}
        eagerCount={4}
        reloads={["sort", ...Object.keys(keep ?? {})].join(" ")}
        grows="livePage"
      />
      {live.hasMore ? <MoreLink page={live.page} param="livePage" auto={autoMore} /> : null}
    </>
  );
  if (headless) return body;
  return (
    <Section title={my.lists.live} actions={<SortControl value={live.sort} options={sorts} keep={keep} />}>
      {body}
    </Section>
  );
}

export function HistoryToolbar<T extends string>({ sort, sorts, deletes }: { sort: T; sorts: readonly T[]; deletes: Array<{ to: string; label: string }> }) {
  const { pathname } = useLocation();
  return (
    <div className={styles.sectionHead}>
      <SortControl value={sort} options={sorts} />
      <div className={styles.row}>
        {deletes.map((item) => (
          <DialogLink key={item.to} list={pathname} name={`delete/${item.to}`} className={`${styles.button} ${styles.danger}`}>
            {item.label}
          </DialogLink>
        ))}
      </div>
    </div>
  );
}

export function HistoryGrid({
  cards,
  hasMore,
  page,
  menu,
  menuPost,
  menuExtra,
  empty,
  thumbnailForm,
  variant,
}: {
  cards: BroadcastCard[];
  hasMore: boolean;
  page: number;
  menu: CardMenuKey[] | ((card: BroadcastCard) => CardMenuKey[]);
  /** The list's own post per card (delete, cancel an UP): plain data, so that its cards are rendered once for many
   * requests; menuExtra for items that are more than a post (they make the list render its cards in place). */
  menuPost?: ComponentProps<typeof CardGrid>["menuPost"];
  menuExtra?: (card: BroadcastCard) => ReactNode;
  empty: ReactNode;
  thumbnailForm?: (card: BroadcastCard) => ThumbnailForm | null;
  variant?: "cards" | "live";
}) {
  const pending = usePendingRemoval();
  return (
    <>
      <CardGrid
        cards={pending ? cards.filter((card) => card.key !== pending) : cards}
        location="my"
        variant={variant}
        menu={menu}
        menuPost={menuPost}
        menuExtra={menuExtra}
        thumbnailForm={thumbnailForm}
        empty={empty}
        eagerCount={4}
        reloads="sort"
        grows="page"
      />
      {hasMore ? <MoreLink page={page} /> : null}
    </>
  );
}

const HistoryConfirm = lazy(dialogModule("/my/history", () => import("./HistoryConfirm")));

/** The confirmation a history list shows over itself with JS (`?dialog=delete/{target}`). */
export function HistoryDialog({ list, playlist }: { list: HistoryDeleteList; playlist?: (listIdx: string) => { key?: string; owner: boolean } }) {
  const target = useMyDialog(`/my/history/${list}`).open?.match(/^delete\/([^/]+)$/)?.[1];
  if (!target) return null;
  return (
    <Suspense fallback={null}>
      <HistoryConfirm list={list} target={decodeURIComponent(target)} playlist={playlist?.(decodeURIComponent(target))} />
    </Suspense>
  );
}
