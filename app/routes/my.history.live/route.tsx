// /my/history/live: 최근 본 스트리머의 LIVE (001 §2.5). Sorts with recent_watch, shown 60 at a time;
// delete one from its menu, all after the confirmation (…/delete/all).
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EmptyState, keepListForDialog, usePendingRemoval } from "~/components/my/blocks";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { HistoryDialog, HistoryToolbar, LiveSection, liveOf } from "~/components/my/lists";
import { RECENT_LIVE_SORTS } from "~/domain/my";
import { myHistory } from "~/i18n/ko/my-history";
import { my } from "~/i18n/ko/my";
import { titleMeta } from "~/utils/meta";
import type { loader } from "./live.server";

export { action, loader } from "./live.server";

const t = myHistory.history;

export const shouldRevalidate = keepListForDialog;

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, my.titles.history);

export default function RecentLive() {
  const live = liveOf(useLoaderData<typeof loader>().live);
  const pending = usePendingRemoval();
  const items = pending ? live.items.filter((card) => card.key !== pending) : live.items;
  return (
    <>
      <h2 className="visually-hidden">{t.tabs.live}</h2>
      {live.items.length ? <HistoryToolbar sort={live.sort} sorts={RECENT_LIVE_SORTS} deletes={[{ to: "all", label: t.deleteAll }]} /> : null}
      <LiveSection
        headless
        live={{ ...live, items }}
        sorts={RECENT_LIVE_SORTS}
        menuPost={(card) => ({ label: t.delete, fields: { intent: "delete", id: card.userId, pending: card.key } })}
        empty={<EmptyState text={t.empty.live} link={{ href: "/live/all", label: t.empty.liveButton }} />}
      />
      <HistoryDialog list="live" />
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
