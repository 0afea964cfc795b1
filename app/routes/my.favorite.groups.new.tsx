// /my/favorite/groups/new: '그룹 추가', a dialog over the favourites page (a page of its own without JS).
import type { MetaFunction } from "@remix-run/node";
import { Form, useLocation } from "@remix-run/react";
import { Dialog } from "~/components/dialog/Dialog";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { GroupTitleInput } from "~/components/my/GroupTitleInput";
import { myStyles as styles } from "~/components/my/parts";
import { myFavorite } from "~/i18n/ko/my-favorite";
import { my } from "~/i18n/ko/my";
import { titleMeta } from "~/utils/meta";
import { favouriteAction } from "~/utils/my-routes.server";

export const action = favouriteAction;

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, my.titles.favorite);

export default function GroupAdd() {
  const { search } = useLocation();
  return (
    <Dialog title={myFavorite.addGroup} closeHref={`/my/favorite${search}`}>
      <Form method="post" preventScrollReset>
        <div className={styles.field}>
          <GroupTitleInput id="group-title" target="group-create" label={myFavorite.groups.nameLabel} />
        </div>
        <div className={styles.actions}>
          <button type="submit" name="intent" value="group-create" className={`${styles.button} ${styles.primary}`}>
            {myFavorite.groups.create}
          </button>
        </div>
      </Form>
    </Dialog>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
