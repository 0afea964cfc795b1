// /my/history/up: UP한 VOD (001 §2.5). Sorts, 'more' while hasMore; the UP of each VOD can be cancelled.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { HistoryGrid, HistoryToolbar } from "~/components/my/lists";
import { EmptyState } from "~/components/my/blocks";
import { cardsOf } from "~/domain/card-columns";
import { HISTORY_SORTS } from "~/domain/my";
import { myHistory } from "~/i18n/ko/my-history";
import { my } from "~/i18n/ko/my";
import { titleMeta } from "~/utils/meta";
import type { loader } from "./up.server";

export { action, loader } from "./up.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

const t = myHistory.history;

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, my.titles.history);

export default function UpVods() {
  const loaded = useLoaderData<typeof loader>();
  const data = { ...loaded, cards: cardsOf(loaded.cards) };
  return (
    <>
      <h2 className="visually-hidden">{t.tabs.up}</h2>
      {data.cards.length ? <HistoryToolbar sort={data.sort} sorts={HISTORY_SORTS} deletes={[]} /> : null}
      <HistoryGrid
        {...data}
        menu={["view-later", "add-playlist", "share"]}
        menuPost={(card) => ({ label: t.cancelUp, fields: { intent: "cancel-up", streamerId: card.userId, titleNo: card.id, pending: card.key } })}
        empty={<EmptyState text={t.empty.up} />}
      />
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
