// The sections of the home page (000 §2.4): a title (admin HTML, sanitised on the server, or our text),
// the button at the top right or at the bottom, and the cards or category tiles as a slider or a grid of
// rowCount rows. Prefer live and VOD grow with 'more' links (2 x columns → 60 → all, paged by 60: each page
// of 'all' replaces the cards with the next 60, and its link lands on the section's title).
import { Link, useSearchParams } from "@remix-run/react";
import type { ReactNode } from "react";
import { CardGrid } from "~/components/cards/CardGrid";
import { CategoryGrid } from "~/components/cards/CategoryTile";
import { cardsOf, type WithCardColumns } from "~/domain/card-columns";
import { moreLink, type CardSection, type HomeMode, type PageSection } from "~/domain/home";
import { UNDO_PARAM } from "~/forms/card-undo";
import { common } from "~/i18n/ko/common";
import styles from "./home.module.css";
import { PreviewCarousel } from "./PreviewCarousel";
import { TopBanners } from "./TopBanners";

type ShellProps = Pick<CardSection, "id" | "title" | "hideTitle" | "button" | "divider"> & {
  children: ReactNode;
  /** What reloads the section's cards in place (utils/page-feedback.ts): data-list-params / data-list-more. */
  loads?: { "data-list-params"?: string; "data-list-more"?: string };
};

function SectionShell({ id, title, hideTitle, button, divider, children, loads }: ShellProps) {
  const titleId = `${id}-title`;
  return (
    <section className={styles.section} aria-labelledby={titleId} data-section={id} {...loads}>
      {divider ? <hr className={styles.divider} /> : null}
      <div className={styles.head}>
        {/* eslint-disable-next-line jsx-a11y/heading-has-content -- the title comes as children or as sanitised HTML */}
        <h2
          id={titleId}
          className={hideTitle ? "visually-hidden" : styles.title}
          {...("html" in title ? { dangerouslySetInnerHTML: { __html: title.html } } : { children: title.text })}
        />
        {button?.position === "TOP_RIGHT" ? (
          <a className={styles.textButton} href={button.url}>
            {button.text}
          </a>
        ) : null}
      </div>
      {children}
      {button?.position === "BOTTOM" ? (
        <div className={styles.bottom}>
          <a className={styles.wideButton} href={button.url}>
            {button.text}
          </a>
        </div>
      ) : null}
    </section>
  );
}

const VARIANT = { LIVE: "live", VOD: "cards", CINETY: "cards", CATCH: "catch", STORY: "catch" } as const;

function CardsSection({ section, mode }: { section: WithCardColumns<CardSection>; mode: HomeMode }) {
  const [params] = useSearchParams();
  const cards = cardsOf(section.cards);
  const { more } = section;
  const link = more ? moreLink(more.total, more.stage, more.page) : null;
  let after = null;
  if (more && link) {
    const next = new URLSearchParams(params);
    next.delete(UNDO_PARAM);
    next.set(more.param, link.next);
    const pageParam = `${more.param}Page`;
    if (link.page) next.set(pageParam, String(link.page));
    else next.delete(pageParam);
    // A page of 'all' starts after the last card shown here, wherever the list has it by then (stageStart).
    const afterParam = `${more.param}After`;
    const last = cards.at(-1);
    if (link.next === "all" && last) next.set(afterParam, last.key);
    else next.delete(afterParam);
    // The pages of 'all' replace the cards: the link lands on the section's title, above the new ones.
    const hash = link.next === "all" ? `#${section.id}-title` : "";
    after = (
      <div className={styles.bottom}>
        <Link to={`?${next}${hash}`} preventScrollReset className={styles.wideButton}>
          {common.actions.more}
        </Link>
      </div>
    );
  }
  // While 'more' loads: from the first rows to 60 the cards grow by a row of skeletons; the pages of 'all'
  // replace them, so they turn into skeletons.
  const pageParams = more ? `${more.param} ${more.param}Page` : undefined;
  const loads = more?.stage === "initial" ? { "data-list-more": pageParams } : { "data-list-params": pageParams };
  return (
    <SectionShell {...section} loads={loads}>
      <CardGrid
        cards={cards}
        location="home"
        menu={section.menu}
        namespace={section.namespace || undefined}
        variant={VARIANT[section.contentType]}
        layout={section.layout}
        rows={section.layout === "grid" && (!more || more.stage === "initial") ? section.rows : undefined}
        listId={section.id}
        log={{ codeType: section.id, location: mode === "prefer" ? "main_prefer" : "main", threshold: section.id === "PREFER_LIVE_01" ? 0 : undefined }}
        eagerCount={4}
        inHtml={section.cards.inHtml}
        firstScreen={section.firstScreen}
        after={after}
        afterOnlyWhenRowsOverflow={link?.onlyWhenRowsHide}
      />
    </SectionShell>
  );
}

export function HomeSections({ sections, mode, signedIn }: { sections: PageSection[]; mode: HomeMode; signedIn: boolean }) {
  return (
    <>
      {sections.map((section) =>
        section.kind === "preview" ? (
          <PreviewCarousel key={section.id} section={section} signedIn={signedIn} />
        ) : section.kind === "banners" ? (
          <TopBanners key={section.id} section={section} signedIn={signedIn} />
        ) : section.kind === "categories" ? (
          <SectionShell key={section.id} {...section}>
            <CategoryGrid tiles={section.tiles} layout={section.layout} rows={section.layout === "grid" ? section.rows : undefined} />
          </SectionShell>
        ) : (
          <CardsSection key={section.id} section={section} mode={mode} />
        ),
      )}
    </>
  );
}
