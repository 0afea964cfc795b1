// The frame of /live/all and /live/group/{type} (000 §2.6): the server-rendered top (LiveHead), what the
// group adds (the sports schedule), the sort (server-rendered too) and the list by 60.
import type { ReactNode } from "react";
import { cardsOf } from "~/domain/card-columns";
import { defaultMenuFor } from "~/domain/cards";
import { PAGE_SIZE } from "~/domain/paging";
import type { LivePageView } from "~/domain/live";
import { live } from "~/i18n/ko/live";
import { FilterFormHtml } from "../directory/FilterFormHtml";
import { MoreLink } from "../directory/MoreLink";
import { PagedCards } from "../directory/PagedCards";
import { StaticHtml } from "../directory/StaticHtml";
import styles from "./live.module.css";

const t = live;

export function LivePage({ data, children }: { data: LivePageView; children?: ReactNode }) {
  return (
    <>
      <StaticHtml html={data.head} />
      {children}
      <FilterFormHtml html={data.sortForm} />
      <PagedCards
        cards={cardsOf(data.cards)}
        pageSize={PAGE_SIZE.live}
        firstPage={data.firstPage}
        location="live"
        reloadParams="sort categoryName"
        variant="live"
        menu={(card) => defaultMenuFor(card.kind)}
        label={t.title(data.selected ?? t.groups[data.group])}
        empty={<p className={styles.empty}>{t.empty}</p>}
        inHtml={data.cards.inHtml}
        firstScreen={data.firstScreen}
      />
      {data.isMore ? <MoreLink page={data.page} label={t.more} /> : null}
    </>
  );
}
