// /my/history/later: 나중에 보기 (001 §2.5), VOD and live entries. Clicking a thumbnail marks the entry
// viewed and opens its player; delete one from its menu, all played or all after the confirmation.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EmptyState, keepListForDialog } from "~/components/my/blocks";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { HistoryDialog, HistoryGrid, HistoryToolbar } from "~/components/my/lists";
import type { BroadcastCard } from "~/domain/cards";
import { cardsOf } from "~/domain/card-columns";
import { HISTORY_SORTS } from "~/domain/my";
import { myHistory } from "~/i18n/ko/my-history";
import { my } from "~/i18n/ko/my";
import { titleMeta } from "~/utils/meta";
import type { loader } from "./later.server";

export { action, loader } from "./later.server";

const t = myHistory.history;
const typeOf = (card: BroadcastCard) => (card.kind === "live" ? "LIVE" : "VOD");

export const shouldRevalidate = keepListForDialog;

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, my.titles.history);

export default function WatchLater() {
  const loaded = useLoaderData<typeof loader>();
  const data = { ...loaded, cards: cardsOf(loaded.cards) };
  return (
    <>
      <h2 className="visually-hidden">{t.tabs.later}</h2>
      {data.cards.length ? (
        <HistoryToolbar
          sort={data.sort}
          sorts={HISTORY_SORTS}
          deletes={[
            { to: "played", label: t.deletePlayed },
            { to: "all", label: t.deleteAll },
          ]}
        />
      ) : null}
      <HistoryGrid
        {...data}
        menu={(card) => (card.kind === "live" ? ["share"] : ["add-playlist", "share"])}
        menuPost={(card) => ({ label: t.delete, fields: { intent: "delete", type: typeOf(card), id: card.id, pending: card.key } })}
        thumbnailForm={(card) => ({ action: "/my/history/later", fields: { intent: "mark-viewed", type: typeOf(card), id: card.id } })}
        empty={<EmptyState text={t.empty.later} />}
      />
      <HistoryDialog list="later" />
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
