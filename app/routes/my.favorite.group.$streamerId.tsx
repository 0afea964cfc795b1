// /my/favorite/group/{streamerId}: '그룹에 추가' from a card's menu, the streamer's groups as checkboxes.
import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { Dialog } from "~/components/dialog/Dialog";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { EmptyState, Fields, myStyles as styles } from "~/components/my/parts";
import { myFavorite } from "~/i18n/ko/my-favorite";
import { my } from "~/i18n/ko/my";
import { titleMeta } from "~/utils/meta";
import { favouriteAction, loadGroupMembers } from "~/utils/my-routes.server";

const g = myFavorite.groups;

export const loader = loadGroupMembers;

export const action = favouriteAction;

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, my.titles.favorite);

export default function GroupMembers() {
  const { streamerId, nickname, groups } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  return (
    <Dialog title={g.addToGroup} closeHref={`/my/favorite${search}`}>
      {groups.length === 0 ? (
        <EmptyState text={g.empty} />
      ) : (
        <Form method="post" preventScrollReset>
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
      {groups.length === 0 ? (
        <div className={styles.actions}>
          <Link to={`/my/favorite/groups/new${search}`} className={`${styles.button} ${styles.primary}`}>
            {myFavorite.addGroup}
          </Link>
        </div>
      ) : null}
    </Dialog>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
