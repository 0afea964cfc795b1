// The card sections of /my/favorite below '방송국 새 글' (001 §2.3): Catch story, user clips, VOD, Catch and the
// recommended streamers. Those the first render carries come with the page; the others follow one at a time,
// fetched from the page's own loader (`?section=`) as the reader scrolls to '더보기', which without JS is the
// link to that section's page (first-screen.ts).
import { Link, useFetcher, useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { CardMenuLink } from "~/components/cards/CardMenu";
import { CardGrid } from "~/components/cards/lazy";
import { EmptyState, myStyles as styles, Section, useMyDialog } from "~/components/my/blocks";
import { useInView } from "~/components/layout/page-parts";
import { cardsOf } from "~/domain/card-columns";
import type { BroadcastCard, CardMenuKey } from "~/domain/cards";
import { common } from "~/i18n/ko/common";
import { myFavorite } from "~/i18n/ko/my-favorite";
import { my } from "~/i18n/ko/my";
import { afterLazyParts } from "~/utils/lazy-hydration";
import { sectionHref, type FavouriteSection, type FavouriteSectionData } from "./first-screen";
import { Recommended } from "./Recommended";

const t = myFavorite;

const VOD_MENU: CardMenuKey[] = ["view-later", "add-playlist", "share"];
const CLIP_MENU: CardMenuKey[] = ["share"];

const TITLES: Record<FavouriteSection, string> = {
  catchstory: t.sections.catchStory,
  userclip: t.sections.userClip,
  vod: t.sections.vod,
  catch: t.sections.catch,
  recommend: t.sections.recommend,
};

type MenuLink = (card: BroadcastCard) => CardMenuLink;

function SectionView({ data, menuLink }: { data: FavouriteSectionData; menuLink: MenuLink }) {
  if (data.key === "recommend") return <Recommended items={data.items} />;
  const catchLike = data.key === "catchstory" || data.key === "catch";
  return (
    <Section title={TITLES[data.key]}>
      <CardGrid
        cards={cardsOf(data.cards)}
        location="my"
        variant={catchLike ? "catch" : "cards"}
        menu={catchLike ? CLIP_MENU : VOD_MENU}
        menuLink={menuLink}
        empty={<EmptyState text={my.lists.empty} />}
        reloads="groupId"
      />
    </Section>
  );
}

/** What the loader answers for one section (`?section=`), as the fetcher reads it. */
type SectionAnswer = { sections: FavouriteSectionData[] };

/**
 * The next pending section: '더보기' (a link to its page) until it is fetched, then the section and the one after.
 * With JS the link fetches the section in place, by itself once it scrolls into view.
 */
function MoreSections({ pending, groupId, menuLink }: { pending: FavouriteSection[]; groupId: string | null; menuLink: MenuLink }) {
  const [next, ...rest] = pending;
  const fetcher = useFetcher<SectionAnswer>();
  const ref = useRef<HTMLAnchorElement>(null);
  const href = next ? sectionHref(next, groupId) : "";
  const loaded = fetcher.data?.sections[0];
  const load = () => {
    if (fetcher.state === "idle" && !fetcher.data) fetcher.load(href);
  };
  useInView(ref, (inView) => inView && load(), { enabled: Boolean(next) && !loaded, key: href });
  if (!next) return null;
  if (loaded)
    return (
      <>
        <SectionView data={loaded} menuLink={menuLink} />
        <MoreSections pending={rest} groupId={groupId} menuLink={menuLink} />
      </>
    );
  return (
    <div className={styles.more} data-more-sections={next}>
      <Link
        ref={ref}
        to={href}
        aria-busy={fetcher.state === "loading" || undefined}
        onClick={(event) => {
          event.preventDefault();
          load();
        }}
      >
        {common.actions.more}
        <span className="visually-hidden"> {TITLES[next]}</span>
      </Link>
    </div>
  );
}

/**
 * The cards' '그룹에 추가' links (plain links, so that the server renders each card once for many requests): with JS
 * they open the dialog over the list, as DialogLink does; until then, and without JS, the dialog's own page.
 */
function useDialogLinksOverList() {
  const navigate = useNavigate();
  const href = useMyDialog("/my/favorite").href;
  const latest = useRef(href);
  latest.current = href;
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("main a[data-dialog]") : null;
      const name = link?.dataset.dialog;
      if (!link || !name) return;
      event.preventDefault();
      const hydrated = new Promise<void>((resolve) => afterLazyParts(resolve));
      void Promise.all([hydrated, import("~/components/my/FavouriteDialogs")]).then(
        () => navigate(latest.current(name), { preventScrollReset: true }),
        () => window.location.assign(link.href),
      );
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}

/** The sections the page carries, then the pending ones; `menuLink` is the cards' '그룹에 추가'. */
export function FavouriteSections({
  sections,
  pending,
  groupId,
  menuLink,
}: {
  sections: FavouriteSectionData[];
  pending: FavouriteSection[];
  groupId: string | null;
  menuLink: MenuLink;
}) {
  useDialogLinksOverList();
  return (
    <>
      {sections.map((data) => (
        <SectionView key={data.key} data={data} menuLink={menuLink} />
      ))}
      <MoreSections key={`${groupId}:${pending.join()}`} pending={pending} groupId={groupId} menuLink={menuLink} />
    </>
  );
}
