// /my/feed/hotissue (001 §2.8): '실시간 인기글 TOP 100' with the server's refresh time and cycle; like,
// share and hide (after '{nick}님의 게시글을 보지 않으시겠습니까?', at ?hide={titleNo}), and unhide.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { HotListView } from "~/components/feed/HotList";
import { feedStyles as styles } from "~/components/feed/FeedParts";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { ConfirmDialog } from "~/components/my/ConfirmDialog";
import { feed } from "~/i18n/ko/feed";
import { feedAction, loadHotList } from "~/utils/feed-routes.server";
import { titleMeta } from "~/utils/meta";

export const loader = loadHotList;

export const action = feedAction;

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, feed.titles.hotissue);

export default function HotIssuePage() {
  const { hot } = useLoaderData<typeof loader>();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const hiding = hot.posts.find((post) => post.key === params.get("hide") && !post.isHidden);
  params.delete("hide");
  const listHref = `${pathname}${params.size ? `?${params}` : ""}`;
  return (
    <div className={styles.hotPage}>
      <h1>{feed.titles.hotissue}</h1>
      <HotListView hot={hot} />
      {hiding ? <ConfirmDialog lines={[feed.hot.hideConfirm(hiding.userNick)]} fields={{ intent: "hide", userId: hiding.userId }} closeTo={listHref} /> : null}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
