// The confirmations before the history deletes (001 §5): '전체 삭제' of recent LIVE and VOD, '재생한 VOD
// 삭제' and '전체 삭제' of watch later, and deleting a playlist. The body of each …/delete/{target} route
// and, loaded lazily, of its list's `?dialog=delete/{target}` (see useMyDialog in dialog-links.tsx).
import { myHistoryConfirm as confirm } from "~/i18n/ko/my-history-confirm";
import { ConfirmDialog } from "./ConfirmDialog";
import { useMyDialog } from "./blocks";

export type HistoryDeleteList = "live" | "vod" | "later" | "playlist";

/** The deletes of all entries a list confirms, by target. */
const DELETE_ALL = {
  live: { all: [confirm.liveAll, "delete-all"] },
  vod: { all: [confirm.vodAll, "delete-all"] },
  later: { all: [confirm.laterAll, "delete-all"], played: [confirm.laterPlayed, "delete-played"] },
} as const;

/** Whether `target` is a delete-all the list confirms (the routes answer 404 to any other). */
export const isDeleteAllTarget = (list: Exclude<HistoryDeleteList, "playlist">, target: string | undefined) => Object.hasOwn(DELETE_ALL[list], target ?? "");

/** `playlist`: the playlist deleted (its card key, and whether the viewer owns it: the owner deletes it, anyone else takes it off their list). */
export default function HistoryConfirm({ list, target, playlist }: { list: HistoryDeleteList; target: string; playlist?: { key?: string; owner: boolean } }) {
  const closeTo = useMyDialog(`/my/history/${list}`).close;
  if (list === "playlist") {
    return (
      <ConfirmDialog
        lines={confirm.playlist}
        fields={{ intent: "delete", listIdx: target, owner: playlist?.owner ? "1" : "0" }}
        pending={playlist?.key}
        closeTo={closeTo}
      />
    );
  }
  if (!isDeleteAllTarget(list, target)) return null;
  const [lines, intent] = (DELETE_ALL[list] as Record<string, readonly [readonly string[], string]>)[target];
  return <ConfirmDialog lines={lines} fields={{ intent }} closeTo={closeTo} />;
}
