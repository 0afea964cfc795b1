// A post's comments (001 §6): the comment box (a guest's asks for the login first and keeps what was typed), a page
// of comments with their replies (one level), each with its own link (the post scrolled to it, on the page that
// holds it), a reply link, its replies folded behind their count (open for the thread the address names), and a
// menu of what the viewer may do by the comment's flags: 수정하기 opens the edit form in place, 삭제하기 and 신고하기
// their dialogs (?dialog=), pin and hide are form posts. The pages of a long thread are links, and so are the two orders (최신순, 등록순: `?commentSort=`, kept by every link). All of it works as plain
// HTML; it hydrates from its own chunk at the first input (lazy.ts).
import { Form, Link, useActionData, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { useClaimSubmissionFailures } from "~/components/forms/claim-failures";
import { SubmissionProblem } from "~/components/forms/SubmissionProblem";
import { SubmissionKeyInput } from "~/components/forms/SubmissionKey";
import { formatKst } from "~/domain/dates";
import {
  commentAnchor,
  commentMenuItems,
  commentPath,
  threadOpen,
  withCommentOrder,
  type CommentFormId,
  type CommentMenuItem,
  type CommentOrder,
  type CommentPage,
  type PostComment,
} from "~/domain/station-comments";
import { stationComments as t } from "~/i18n/ko/station/comments";
import { useSubmissionAnswer } from "~/utils/use-submission-answer";
import { Icon } from "../icon/Icon";
import { PageLinks } from "../layout/PageLinks";
import { CommentForm, type CommentFormAnswer } from "./CommentForm";
import styles from "./comments.module.css";
import { loginHref } from "./useStation";

export type CommentsProps = {
  postPath: string;
  /** The post's writer: their comments are marked. */
  postWriterId: string;
  count: number;
  comments: {
    page: CommentPage;
    /** The order the page shows (`?commentSort=`), kept by its links. */
    order: CommentOrder;
    /** The comment the address or a draft names: its thread shows its replies open. */
    named: string | null;
    open: CommentFormId | null;
    restored: { form: CommentFormId; text: string } | null;
    submissionKey: string;
  };
  canWrite: boolean;
  canReply: boolean;
  signedIn: boolean;
};

/** The form key a page render gave, kept while a form's answer is on the screen (its words stay with their key). */
function useRenderKey(loaderKey: string, answered: boolean): string {
  const [state, setState] = useState({ loaderKey, key: loaderKey });
  if (state.loaderKey !== loaderKey) {
    const next = { loaderKey, key: answered ? state.key : loaderKey };
    setState(next);
    return next.key;
  }
  return state.key;
}

/** The form last sent from `section`: a form sent from elsewhere on the page (the post's like, its menu) is no
 * longer one of these, and its failure is a toast. */
function useLastSent(section: RefObject<HTMLElement>) {
  const [lastSent, setLastSent] = useState<{ form: string; intent: string | undefined } | null>(null);
  useEffect(() => {
    const elsewhere = (event: Event) => {
      if (!section.current?.contains(event.target as Node)) setLastSent(null);
    };
    document.addEventListener("submit", elsewhere, true);
    return () => document.removeEventListener("submit", elsewhere, true);
  }, [section]);
  return [lastSent, setLastSent] as const;
}

/** A comment's head: its writer (the post's writer marked), its pinned and hidden marks, its date that links to it. */
function commentHead(comment: PostComment, postPath: string, postWriterId: string) {
  return (
    <p className={styles.head}>
      <strong className={styles.nick}>{comment.userNickname}</strong>
      {comment.userId === postWriterId ? <span className={styles.mark}>{t.writerMark}</span> : null}
      {comment.isPinned ? <span className={styles.markStrong}>{t.pinned}</span> : null}
      {comment.isHidden ? <span className={styles.mark}>{t.hiddenMark}</span> : null}
      {comment.createdAt !== null ? (
        <a
          href={commentPath(postPath, comment)}
          className={styles.date}
          aria-label={`${t.permalink(comment.userNickname)} ${formatKst(comment.createdAt, "YYYY.MM.DD HH:mm")}`}
        >
          <time dateTime={new Date(comment.createdAt).toISOString()}>{formatKst(comment.createdAt, "YYYY.MM.DD HH:mm")}</time>
        </a>
      ) : null}
      {comment.editedAt !== null ? <span className={styles.date}>{t.edited}</span> : null}
    </p>
  );
}

/**
 * A comment's menu of what the viewer may do by its flags: 수정하기 opens the edit form in place, 삭제하기 and 신고하기
 * their dialogs, pin and hide are form posts. `visit` keys it, so that it comes back closed after a change.
 */
function commentMenu(comment: PostComment, links: { postPath: string; ordered: (href: string) => string; key: string; visit: string }) {
  const items = commentMenuItems(comment.permissions);
  if (!items.length) return null;
  const threadNo = comment.parentNo ?? comment.commentNo;
  const at = (params: Record<string, string>) => links.ordered(`${links.postPath}?${new URLSearchParams({ comment: threadNo, ...params }).toString()}`);
  const intents: Partial<Record<CommentMenuItem, string>> = { pin: "commentPin", unpin: "commentUnpin", hide: "commentHide", unhide: "commentUnhide" };
  const render = (item: CommentMenuItem): ReactNode => {
    if (item === "update")
      return (
        <Link to={withHash(at({ edit: comment.commentNo }), commentAnchor(comment.commentNo))} className={styles.menuItem} preventScrollReset>
          {t.actions.update}
        </Link>
      );
    if (item === "delete" || item === "report")
      return (
        <Link
          to={at({ dialog: item === "delete" ? "commentDelete" : "commentReport", target: comment.commentNo })}
          className={styles.menuItem}
          preventScrollReset
        >
          {t.actions[item]}
        </Link>
      );
    const formId = `comment-action-${item}-${comment.commentNo}`;
    return (
      <Form method="post" preventScrollReset id={formId}>
        <SubmissionKeyInput value={links.key} />
        <input type="hidden" name="commentNo" value={comment.commentNo} />
        {comment.parentNo ? <input type="hidden" name="parentNo" value={comment.parentNo} /> : null}
        <button type="submit" name="intent" value={intents[item]} className={styles.menuItem}>
          {t.actions[item]}
        </button>
      </Form>
    );
  };
  return (
    <details key={links.visit} className={styles.menu}>
      <summary aria-label={t.menu(comment.userNickname)}>
        <Icon name="more" />
      </summary>
      <ul className={styles.menuList}>
        {items.map((item) => (
          <li key={item} data-menu-item={item}>
            {render(item)}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The two orders, each from the first page. */
function orderLinks(postPath: string, order: CommentOrder) {
  return (
    <nav aria-label={t.order.label} className={styles.order}>
      {(["newest", "oldest"] as const).map((which) => (
        <Link key={which} to={withCommentOrder(`${postPath}#comments`, which)} aria-current={order === which ? "page" : undefined} preventScrollReset>
          {t.order[which]}
        </Link>
      ))}
    </nav>
  );
}

export function Comments({ postPath, postWriterId, count, comments, canWrite, canReply, signedIn }: CommentsProps) {
  const { page, order, named, open, restored, submissionKey } = comments;
  // Every address of the comments keeps their order.
  const ordered = (href: string) => withCommentOrder(href, order);
  const { answer, failure } = useSubmissionAnswer<CommentFormAnswer>(useActionData());
  const ownAnswer = answer && typeof answer === "object" && "form" in answer && "result" in answer ? answer : undefined;
  // The form last sent from this part: a failure the browser made (offline) names no form, so it is shown there.
  const section = useRef<HTMLElement>(null);
  const [lastSent, setLastSent] = useLastSent(section);
  useClaimSubmissionFailures(postPath, () => lastSent !== null);
  const key = useRenderKey(submissionKey, Boolean(ownAnswer) || Boolean(failure));
  // Each navigation's own key: a menu comes back closed after a change, even to the same address.
  const { key: visit } = useLocation();

  /** The answer and failure of one form, when its post was the last. */
  const forForm = (formId: CommentFormId) => {
    const mine = ownAnswer?.form === formId ? ownAnswer : undefined;
    return { answer: mine, failure: failure && (mine || lastSent?.form === `comment-form-${formId}`) ? failure : null };
  };
  // Keyed by the render's form key: a form whose words were stored starts empty with the next render's key.
  const formProps = (formId: CommentFormId, text = "") => ({
    key: `${formId}:${key}`,
    formId,
    submissionKey: key,
    text: restored?.form === formId ? restored.text : text,
    restored: restored?.form === formId,
    ...forForm(formId),
  });
  // A button's post (pin, hide) that failed: said above the list, sent again from its own form.
  const buttonFailure = failure && !ownAnswer && lastSent?.form.startsWith("comment-action-") ? failure : null;
  const cancelHref = (threadNo: string, anchor: string) => ordered(`${postPath}?comment=${threadNo}#${anchor}`);

  /** A comment or a reply; a comment (`thread`) offers '답글', its replies' count is on their fold below it. */
  const item = (comment: PostComment, thread: boolean) => {
    const editing = open === `edit-${comment.commentNo}` && comment.permissions.update;
    const threadNo = comment.parentNo ?? comment.commentNo;
    return (
      <article id={commentAnchor(comment.commentNo)} className={styles.comment} data-comment={comment.commentNo} data-pinned={comment.isPinned || undefined}>
        {comment.profileImageUrl ? <img src={comment.profileImageUrl} alt="" width={32} height={32} loading="lazy" className={styles.avatar} /> : null}
        <div className={styles.body}>
          {commentHead(comment, postPath, postWriterId)}
          {commentMenu(comment, { postPath, ordered, key, visit })}
          {editing ? (
            <CommentForm
              {...formProps(`edit-${comment.commentNo}`, comment.text)}
              parentNo={comment.parentNo}
              commentNo={comment.commentNo}
              loginHref={null}
              cancelHref={cancelHref(threadNo, commentAnchor(comment.commentNo))}
              autoFocus
            />
          ) : comment.isHidden && !comment.text ? (
            <p className={styles.hidden}>{t.hidden}</p>
          ) : (
            <p className={styles.text}>{comment.text}</p>
          )}
          <div className={styles.foot}>
            {thread && canReply ? (
              <Link to={ordered(`${postPath}?comment=${threadNo}&reply=${threadNo}#reply-${threadNo}`)} className={styles.replyLink} preventScrollReset>
                {t.reply}
              </Link>
            ) : null}
          </div>
        </div>
      </article>
    );
  };

  const pageHref = (n: number) => ordered(`${postPath}?page=${n}#comments`);
  return (
    <section
      id="comments"
      ref={section}
      aria-labelledby="post-comments"
      className={styles.section}
      onSubmitCapture={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        setLastSent({ form: (event.target as HTMLFormElement).id, intent: submitter?.value || undefined });
      }}
    >
      <div className={styles.headRow}>
        <h2 id="post-comments">{t.heading(count)}</h2>
        {page.ok && page.total > 1 ? orderLinks(postPath, order) : null}
      </div>
      {buttonFailure ? <SubmissionProblem failure={buttonFailure} form={lastSent?.form} intent={lastSent?.intent} /> : null}
      {canWrite || !signedIn ? (
        <CommentForm {...formProps("comment")} loginHref={signedIn ? null : loginHref(`${postPath}#comments`)} />
      ) : (
        <p className={styles.empty}>{t.notWritable}</p>
      )}
      {!page.ok ? (
        <p className={styles.empty} role="status">
          {t.loadFailed}
        </p>
      ) : page.threads.length ? (
        <ol className={styles.list}>
          {page.threads.map((thread) => (
            <li key={thread.commentNo}>
              {item(thread, true)}
              {thread.replies.length ? replyFold(thread.replies, threadOpen(thread, { commentNo: named, open }), (reply) => item(reply, false)) : null}
              {open === `reply-${thread.commentNo}` && canReply ? (
                <div id={`reply-${thread.commentNo}`} className={styles.replyForm}>
                  <CommentForm
                    {...formProps(`reply-${thread.commentNo}`)}
                    parentNo={thread.commentNo}
                    loginHref={null}
                    cancelHref={cancelHref(thread.commentNo, commentAnchor(thread.commentNo))}
                    autoFocus
                  />
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.empty}>{t.empty}</p>
      )}
      {page.lastPage > 1 ? pageLinks(page, pageHref) : null}
    </section>
  );
}

/** An address with its fragment (after its query, which `ordered` may have added to). */
const withHash = (href: string, hash: string) => `${href}#${hash}`;

/** A thread's replies folded behind their count (issue 72), open for the thread the reader came to. */
function replyFold(replies: PostComment[], open: boolean, item: (reply: PostComment) => ReactNode) {
  return (
    <details className={styles.thread} open={open || undefined}>
      <summary className={styles.threadToggle}>{t.replies(replies.length)}</summary>
      <ol className={styles.replies}>
        {replies.map((reply) => (
          <li key={reply.commentNo}>{item(reply)}</li>
        ))}
      </ol>
    </details>
  );
}

/** The pages of a long thread, ten numbers around the current one. */
function pageLinks(page: { page: number; lastPage: number }, hrefFor: (n: number) => string) {
  return (
    <PageLinks
      current={page.page}
      pages={pageNumbers(page.page, page.lastPage)}
      previous={page.page > 1 ? page.page - 1 : null}
      next={page.page < page.lastPage ? page.page + 1 : null}
      hrefFor={hrefFor}
      labels={t.pageLabels}
      className={styles.pages}
    />
  );
}

/** Ten page numbers around the current one. */
function pageNumbers(page: number, lastPage: number) {
  const start = Math.max(1, Math.min(page - 4, lastPage - 9));
  return Array.from({ length: Math.min(10, lastPage - start + 1) }, (_, index) => start + index);
}
