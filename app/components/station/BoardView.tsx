// A board page (001 §2.9, §9): search (field, scope, keyword), sort, '글쓰기' carrying the board, the
// notices and posts with paging by 20, and for owners and managers the selection to delete or move.
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { BOARD_SORTS, SEARCH_FIELDS, SEARCH_SCOPES, type BoardPage, type BulkStep } from "~/domain/station";
import { stationPosts as t } from "~/i18n/ko/station/posts";
import { BulkDialog, PostList } from "./lazy";
import { Pagination } from "./Pagination";
import styles from "./station.module.css";
import { ToolbarSelect } from "./ToolbarSelect";
import { useHere, useStationData } from "./useStation";
import { SubmissionKeyInput } from "~/components/forms/SubmissionKey";
import { HiddenLabel } from "~/components/forms/HiddenLabel";

type Query = { page: number; sort: string; field: string; keyword: string; scope: string };
type Props = { streamerId: string; heading: string; page: BoardPage; query: Query; bbsNo: string | null; showBoard: boolean };

function Toolbar({ query }: { query: Query }) {
  return (
    <div className={styles.toolbar}>
      <Form method="get" role="search" className={styles.toolbar}>
        <ToolbarSelect id="board-field" name="field" label={t.lists.searchField} value={query.field} options={SEARCH_FIELDS} labels={t.board.fields} />
        <ToolbarSelect id="board-scope" name="scope" label={t.lists.searchScope} value={query.scope} options={SEARCH_SCOPES} labels={t.board.scopes} />
        <HiddenLabel htmlFor="board-keyword">{t.lists.keyword}</HiddenLabel>
        <input id="board-keyword" type="search" name="keyword" defaultValue={query.keyword} maxLength={50} />
        <input type="hidden" name="sort" value={query.sort} />
        <button type="submit" className={styles.button}>
          {t.board.search}
        </button>
      </Form>
      <Form method="get" className={styles.toolbar}>
        {query.keyword ? (
          <>
            <input type="hidden" name="field" value={query.field} />
            <input type="hidden" name="scope" value={query.scope} />
            <input type="hidden" name="keyword" value={query.keyword} />
          </>
        ) : null}
        <ToolbarSelect id="board-sort" name="sort" label={t.lists.sort} value={query.sort} options={BOARD_SORTS} labels={t.board.sorts} submitOnChange />
        <button type="submit" className={styles.button}>
          {t.board.apply}
        </button>
      </Form>
    </div>
  );
}

export function BoardView({ streamerId, heading, page, query, bbsNo, showBoard }: Props) {
  const step = useActionData<BulkStep>();
  const navigation = useNavigation();
  const here = useHere();
  // 글쓰기 is a member's (a guest was offered it, to be sent to login).
  const { viewerId } = useStationData();
  const base = `/station/${encodeURIComponent(streamerId)}`;
  const writeHref = `${base}/post/write${bbsNo ? `/${bbsNo}` : ""}`;
  const empty = page.posts.length === 0 && (page.page > 1 || page.notices.length === 0);
  const list = (
    <>
      {page.page === 1 ? (
        <PostList posts={page.notices} streamerId={streamerId} selectable={page.canManage} showBoard={showBoard} label={t.board.notice} />
      ) : null}
      <PostList posts={page.posts} streamerId={streamerId} selectable={page.canManage} showBoard={showBoard} label={t.lists.posts} />
      {empty ? <p className={styles.empty}>{t.board.empty}</p> : null}
    </>
  );
  return (
    <section aria-labelledby="board-heading">
      <div className={styles.pageHead}>
        <h1 id="board-heading">{heading}</h1>
        {viewerId ? (
          <Link to={writeHref} className={styles.buttonPrimary}>
            {t.board.write}
          </Link>
        ) : null}
      </div>
      <Toolbar query={query} />
      {query.keyword ? (
        <p className={styles.hint}>
          {t.board.resultCount(page.total)} · <Link to={here.split("?")[0]}>{t.board.reset}</Link>
        </p>
      ) : null}
      {page.canManage ? (
        <Form method="post" preventScrollReset>
          <SubmissionKeyInput />
          <input type="hidden" name="oldBbsNo" value={bbsNo ?? ""} />
          <div className={styles.bulkBar}>
            <button type="submit" name="intent" value="confirmDelete" className={styles.button} disabled={navigation.state !== "idle"}>
              {t.board.deleteSelected}
            </button>
            <button type="submit" name="intent" value="moveSelect" className={styles.button} disabled={navigation.state !== "idle"}>
              {t.board.moveSelected}
            </button>
            {step?.step === "error" ? (
              <p className={styles.error} role="alert">
                {step.message}
              </p>
            ) : null}
          </div>
          {list}
        </Form>
      ) : (
        list
      )}
      <Pagination page={page.page} lastPage={page.lastPage} />
      {step && navigation.state === "idle" ? <BulkDialog step={step} closeHref={here} /> : null}
    </section>
  );
}
