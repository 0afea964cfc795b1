// The dialogs of /my/favorite (001 §2.3): '그룹 추가', '그룹 편집', '그룹에 추가', '스트리머 관리' and the
// confirmations of deleting a group and of '즐겨찾기 해제'. Each is the body of its own route and, loaded
// lazily, of the favourites page's `?dialog=` (see useMyDialog in dialog-links.tsx).
import { Form, Link, useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { Dialog } from "~/components/dialog/Dialog";
import type { FavouriteGroup, MyStreamer } from "~/domain/my";
import { myFavorite } from "~/i18n/ko/my-favorite";
import { myFavoriteConfirm as confirm } from "~/i18n/ko/my-favorite-confirm";
import { ConfirmDialog } from "./ConfirmDialog";
import { EmptyState, Fields, myStyles as styles, useMyDialog } from "./blocks";
import { GroupTitleInput } from "./GroupTitleInput";
import { PinToggle } from "./StreamerStrip";
import { SubmissionKeyInput } from "~/components/forms/SubmissionKey";

const g = myFavorite.groups;

export const FAVOURITE_PATH = "/my/favorite";

export type GroupMembership = { streamerId: string; nickname: string; groups: Array<FavouriteGroup & { member: boolean }> };

export function GroupAdd() {
  return (
    <Dialog title={myFavorite.addGroup} closeHref={useMyDialog(FAVOURITE_PATH).close}>
      <Form method="post" preventScrollReset>
        <SubmissionKeyInput />
        <div className={styles.field}>
          <GroupTitleInput id="group-title" target="group-create" label={g.nameLabel} />
        </div>
        <div className={styles.actions}>
          <button type="submit" name="intent" value="group-create" className={`${styles.button} ${styles.primary}`}>
            {g.create}
          </button>
        </div>
      </Form>
    </Dialog>
  );
}

/** '그룹 편집': rename or delete each group (a delete asks first); the dialog stays open after each. */
export function GroupEdit({ groups }: { groups: FavouriteGroup[] }) {
  const dialog = useMyDialog(FAVOURITE_PATH);
  return (
    <Dialog title={myFavorite.editGroups} closeHref={dialog.close}>
      {groups.length === 0 ? <p>{g.empty}</p> : null}
      <ul className={styles.rows}>
        {groups.map((group) => (
          <li key={group.idx} className={styles.row}>
            <Form method="post" className={styles.inline} preventScrollReset>
              <SubmissionKeyInput />
              <Fields values={{ idx: group.idx }} />
              <GroupTitleInput
                id={`group-${group.idx}`}
                target={`group-rename:${group.idx}`}
                defaultValue={group.title}
                label={`${g.nameLabel} ${group.title}`}
              />
              <button type="submit" name="intent" value="group-rename" className={styles.button}>
                {g.rename}
              </button>
            </Form>
            <Link
              to={dialog.href(`groups/remove/${group.idx}`)}
              className={`${styles.button} ${styles.danger}`}
              aria-label={`${group.title} ${g.remove}`}
              preventScrollReset
            >
              {g.remove}
            </Link>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

/** '그룹에 추가' from a card's menu: the streamer's groups as checkboxes. */
export function GroupMembers({ streamerId, nickname, groups }: GroupMembership) {
  const dialog = useMyDialog(FAVOURITE_PATH);
  return (
    <Dialog title={g.addToGroup} closeHref={dialog.close}>
      {groups.length === 0 ? (
        <>
          <EmptyState text={g.empty} />
          <div className={styles.actions}>
            <Link to={dialog.href("groups/new")} className={`${styles.button} ${styles.primary}`}>
              {myFavorite.addGroup}
            </Link>
          </div>
        </>
      ) : (
        <Form method="post" preventScrollReset>
          <SubmissionKeyInput />
          <fieldset className={styles.rows}>
            <legend className={styles.confirmText}>{g.addToGroupOf(nickname)}</legend>
            <Fields values={{ streamerId }} />
            {groups.map((group) => (
              <label key={group.idx} className={styles.check}>
                <input type="hidden" name="shown" value={group.idx} />
                <input type="checkbox" name="groups" value={group.idx} defaultChecked={group.member} />
                {group.title}
              </label>
            ))}
          </fieldset>
          <div className={styles.actions}>
            <button type="submit" name="intent" value="group-members" className={`${styles.button} ${styles.primary}`}>
              {g.save}
            </button>
          </div>
        </Form>
      )}
    </Dialog>
  );
}

/** '스트리머 관리': each streamer of the strip with its pin toggle and '즐겨찾기 해제'. */
export function ManageStreamers({ streamers }: { streamers: MyStreamer[] }) {
  const dialog = useMyDialog(FAVOURITE_PATH);
  return (
    <Dialog title={myFavorite.manage} closeHref={dialog.close}>
      {streamers.length === 0 ? <p>{myFavorite.empty}</p> : null}
      <ul className={styles.rows}>
        {streamers.map((streamer) => (
          <li key={streamer.userId} className={styles.row} data-streamer={streamer.userId}>
            <span className={styles.check}>
              <img src={streamer.profileImageUrl ?? "/images/thumb-default.svg"} alt="" width={32} height={32} loading="lazy" />
              <span className={styles.nickname}>{streamer.nickname}</span>
            </span>
            <PinToggle streamer={streamer} wide />
            <Link to={dialog.href(`remove/${encodeURIComponent(streamer.userId)}`)} className={`${styles.button} ${styles.danger}`} preventScrollReset>
              {myFavorite.removeFavourite}
            </Link>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

/** '즐겨찾기 해제' asks first (001 §5); the shared favourite action answers and comes back to '스트리머 관리'. */
export function RemoveFavourite({ streamerId }: { streamerId: string }) {
  const manage = useMyDialog(FAVOURITE_PATH).href("manage");
  return (
    <ConfirmDialog
      lines={[confirm.removeFavourite]}
      action="/resources/favorite"
      closeTo={manage}
      fields={{ intent: "remove", streamerId, returnTo: manage }}
    />
  );
}

/** Deleting a group asks first (001 §5: destructive actions); cancel and the answer come back to '그룹 편집'. */
export function RemoveGroup({ group }: { group: FavouriteGroup }) {
  const edit = useMyDialog(FAVOURITE_PATH).href("groups/edit");
  return (
    <ConfirmDialog lines={[confirm.removeGroup(group.title), confirm.removeGroupNote]} closeTo={edit} fields={{ intent: "group-delete", idx: group.idx }} />
  );
}

/** '그룹에 추가' over the list: its data comes from the dialog route's loader. */
function GroupMembersOverList({ streamerId }: { streamerId: string }) {
  const fetcher = useFetcher<GroupMembership>();
  const { load } = fetcher;
  useEffect(() => {
    load(`${FAVOURITE_PATH}/group/${encodeURIComponent(streamerId)}`);
  }, [load, streamerId]);
  return fetcher.data ? <GroupMembers {...fetcher.data} /> : null;
}

/** The favourites page's `?dialog=` (loaded lazily by the page). */
export default function FavouriteDialog({ name, groups, streamers }: { name: string; groups: FavouriteGroup[]; streamers: MyStreamer[] }) {
  const [kind, id = ""] = name.split("/");
  const streamerId = decodeURIComponent(id);
  if (name === "groups/new") return <GroupAdd />;
  if (name === "groups/edit") return <GroupEdit groups={groups} />;
  if (name === "manage") return <ManageStreamers streamers={streamers} />;
  if (kind === "group" && streamerId) return <GroupMembersOverList streamerId={streamerId} />;
  if (kind === "remove" && streamerId) return <RemoveFavourite streamerId={streamerId} />;
  const removing = name.startsWith("groups/remove/") ? groups.find((group) => name === `groups/remove/${group.idx}`) : undefined;
  if (removing) return <RemoveGroup group={removing} />;
  return null;
}
