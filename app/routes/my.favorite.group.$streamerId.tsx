// /my/favorite/group/{streamerId}: '그룹에 추가' from a card's menu, the streamer's groups as checkboxes.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { Dialog } from "~/components/dialog/Dialog";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import forms from "~/components/my/forms.module.css";
import { EmptyState, Fields, myStyles as styles } from "~/components/my/parts";
import { myFavorite } from "~/i18n/ko/my-favorite";
import { my } from "~/i18n/ko/my";
import { getFavouriteGroups, getStreamers } from "~/upstream/my.server";
import { titleMeta } from "~/utils/meta";
import { favouriteAction } from "~/utils/my-routes.server";

const g = myFavorite.groups;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = { request, context };
  const streamerId = params.streamerId ?? "";
  const groups = await getFavouriteGroups(ctx);
  const members = await Promise.all(groups.map((group) => getStreamers(ctx, "favorite", group.idx)));
  const streamer =
    members.flat().find((item) => item.userId === streamerId) ?? (await getStreamers(ctx, "favorite")).find((item) => item.userId === streamerId);
  return json({
    streamerId,
    nickname: streamer?.nickname ?? streamerId,
    groups: groups.map((group, index) => ({ ...group, member: members[index].some((item) => item.userId === streamerId) })),
  });
}

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
          <fieldset className={forms.rows}>
            <legend className={forms.confirmText}>{g.addToGroupOf(nickname)}</legend>
            <Fields values={{ streamerId }} />
            {groups.map((group) => (
              <label key={group.idx} className={forms.check}>
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
