// /my/favorite/groups/edit: '그룹 편집', rename or delete each group; the dialog stays open after each.
import type { MetaFunction } from "@remix-run/node";
import { Form, useLocation, useRouteLoaderData } from "@remix-run/react";
import { Dialog } from "~/components/dialog/Dialog";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { GroupTitleInput } from "~/components/my/GroupTitleInput";
import { Fields, myStyles as styles } from "~/components/my/parts";
import { myFavorite } from "~/i18n/ko/my-favorite";
import { my } from "~/i18n/ko/my";
import { titleMeta } from "~/utils/meta";
import { favouriteAction } from "~/utils/my-routes.server";
import type { loader as favouriteLoader } from "./my.favorite";

const g = myFavorite.groups;

export const action = favouriteAction;

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, my.titles.favorite);

export default function GroupEdit() {
  const { search } = useLocation();
  const groups = useRouteLoaderData<typeof favouriteLoader>("routes/my.favorite")?.groups ?? [];
  return (
    <Dialog title={myFavorite.editGroups} closeHref={`/my/favorite${search}`}>
      {groups.length === 0 ? <p>{g.empty}</p> : null}
      <ul className={styles.rows}>
        {groups.map((group) => (
          <li key={group.idx} className={styles.row}>
            <Form method="post" className={styles.inline} preventScrollReset>
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
            <Form method="post" preventScrollReset>
              <Fields values={{ idx: group.idx }} />
              <button
                type="submit"
                name="intent"
                value="group-delete"
                className={`${styles.button} ${styles.danger}`}
                aria-label={`${group.title} ${g.remove}`}
              >
                {g.remove}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
