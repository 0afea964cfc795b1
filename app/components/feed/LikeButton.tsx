// The like button of both feed pages (001 §4.2): on the feed's posts and on the hot list. A module of its
// own, so that the hot list does not ship the feed page's controls (and the other way round).
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useToast } from "~/components/toast/ToastProvider";
import { formatCount } from "~/domain/counts";
import { toggledLike } from "~/domain/feed";
import { feed } from "~/i18n/ko/feed";
import styles from "./feed.module.css";
import { SubmissionKeyInput } from "~/components/forms/SubmissionKey";

type ActionResult = { ok: boolean; message: string | null };

/**
 * Like ↔ not liked, the count ±1 at once (001 §4.2). A plain form post without JS; with JS a fetcher,
 * reverted with the server's message when it fails.
 */
export function LikeButton({
  stationUserId,
  titleNo,
  liked,
  count,
  compact = false,
}: {
  stationUserId: string;
  titleNo: string;
  liked: boolean;
  count: number;
  /** The heart and the count only, the word for screen readers (the hot list's row of icons). */
  compact?: boolean;
}) {
  const fetcher = useFetcher<ActionResult>();
  const toast = useToast();
  const [state, setState] = useState({ liked, count });
  useEffect(() => setState({ liked, count }), [liked, count]);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || fetcher.data.ok) return;
    setState((current) => toggledLike(current));
    toast.show({ message: fetcher.data.message ?? feed.failed, kind: "error" });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failed answer
  }, [fetcher.data, fetcher.state]);
  return (
    <fetcher.Form method="post" preventScrollReset onSubmit={() => setState(toggledLike)}>
      <SubmissionKeyInput />
      <input type="hidden" name="stationUserId" value={stationUserId} />
      <input type="hidden" name="titleNo" value={titleNo} />
      <button type="submit" name="intent" value={state.liked ? "unlike" : "like"} aria-pressed={state.liked} className={styles.like}>
        <svg className="icon" aria-hidden>
          <use href={`/icons.svg#${state.liked ? "heart-filled" : "heart"}`} />
        </svg>
        {compact ? (
          <>
            <span className="visually-hidden">{feed.item.likes("")}</span>
            {formatCount(state.count)}
          </>
        ) : (
          feed.item.likes(formatCount(state.count))
        )}
      </button>
    </fetcher.Form>
  );
}
