// /my/feed/hotissue (001 §2.8): '실시간 인기글 TOP 100' with the server's refresh time and cycle; like,
// share and hide (after '{nick}님의 게시글을 보지 않으시겠습니까?', at ?hide={titleNo}), and unhide.
import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { Dialog } from "~/components/dialog/lazy";
import styles from "~/components/feed/feed.module.css";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { common } from "~/i18n/ko/common";
import { feed } from "~/i18n/ko/feed";
import { feedHot } from "~/i18n/ko/feed-hot";
import { titleMeta } from "~/utils/meta";
import hotStyles from "./hot.module.css";
import type { loader } from "./hotissue.server";
import { HotListView } from "./HotList";
import { SubmissionKeyInput } from "~/components/forms/SubmissionKey";

export { action, loader } from "./hotissue.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, feed.titles.hotissue);

export default function HotIssuePage() {
  const { hot, page, ranges } = useLoaderData<typeof loader>();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const hiding = hot.posts.find((post) => post.key === params.get("hide") && !post.isHidden);
  params.delete("hide");
  const listHref = `${pathname}${params.size ? `?${params}` : ""}`;
  return (
    <div className={hotStyles.hotPage}>
      <h1>{feed.titles.hotissue}</h1>
      <HotListView hot={hot} page={page} ranges={ranges} />
      {hiding ? (
        // The confirmation (001 §5): a modal with JS, a page of its own without.
        <Dialog title={feedHot.hideConfirm(hiding.userNick)} closeHref={listHref}>
          <Form method="post" preventScrollReset replace>
            <SubmissionKeyInput />
            <input type="hidden" name="userId" value={hiding.userId} />
            <div className={styles.actions}>
              <Link to={listHref} className={styles.like} preventScrollReset replace>
                {common.actions.cancel}
              </Link>
              <button type="submit" name="intent" value="hide" className={`${styles.like} ${styles.primary}`} autoFocus>
                {common.actions.confirm}
              </button>
            </div>
          </Form>
        </Dialog>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
