// /my/history/vod: 최근 본 VOD (001 §2.5). Sorts reg_date / read_cnt / like_cnt, 'more' while hasMore,
// the progress bar of the last position; delete one from its menu, all after the confirmation.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EmptyState, keepListForDialog } from "~/components/my/blocks";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { HistoryDialog, HistoryGrid, HistoryToolbar } from "~/components/my/lists";
import { cardsOf } from "~/domain/card-columns";
import { HISTORY_SORTS } from "~/domain/my";
import { myHistory } from "~/i18n/ko/my-history";
import { my } from "~/i18n/ko/my";
import { titleMeta } from "~/utils/meta";
import type { loader } from "./vod.server";

export { action, loader } from "./vod.server";

const t = myHistory.history;

export const shouldRevalidate = keepListForDialog;

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, my.titles.history);

export default function RecentVod() {
  const loaded = useLoaderData<typeof loader>();
  const data = { ...loaded, cards: cardsOf(loaded.cards) };
  return (
    <>
      <h2 className="visually-hidden">{t.tabs.vod}</h2>
      {data.cards.length ? <HistoryToolbar sort={data.sort} sorts={HISTORY_SORTS} deletes={[{ to: "all", label: t.deleteAll }]} /> : null}
      <HistoryGrid
        {...data}
        menu={["view-later", "add-playlist", "share"]}
        menuPost={(card) => ({ label: t.delete, fields: { intent: "delete", id: card.id, pending: card.key } })}
        empty={<EmptyState text={t.empty.vod} />}
      />
      <HistoryDialog list="vod" />
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
