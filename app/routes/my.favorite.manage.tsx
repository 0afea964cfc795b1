// /my/favorite/manage: '스트리머 관리', each streamer of the strip with its pin toggle and '즐겨찾기 해제'.
import type { MetaFunction } from "@remix-run/node";
import { Link, useLocation, useRouteLoaderData } from "@remix-run/react";
import { Dialog } from "~/components/dialog/Dialog";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { myStyles as styles } from "~/components/my/parts";
import { PinToggle } from "~/components/my/StreamerStrip";
import { myFavorite } from "~/i18n/ko/my-favorite";
import { my } from "~/i18n/ko/my";
import { titleMeta } from "~/utils/meta";
import { favouriteAction } from "~/utils/my-routes.server";
import type { loader as favouriteLoader } from "./my.favorite";

export const action = favouriteAction;

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, my.titles.favorite);

export default function ManageStreamers() {
  const { search } = useLocation();
  const streamers = useRouteLoaderData<typeof favouriteLoader>("routes/my.favorite")?.streamers ?? [];
  return (
    <Dialog title={myFavorite.manage} closeHref={`/my/favorite${search}`}>
      {streamers.length === 0 ? <p>{myFavorite.empty}</p> : null}
      <ul className={styles.rows}>
        {streamers.map((streamer) => (
          <li key={streamer.userId} className={styles.row} data-streamer={streamer.userId}>
            <span className={styles.check}>
              <img src={streamer.profileImageUrl ?? "/images/thumb-default.svg"} alt="" width={32} height={32} loading="lazy" />
              {streamer.nickname}
            </span>
            <PinToggle streamer={streamer} wide />
            <Link to={`/my/favorite/remove/${encodeURIComponent(streamer.userId)}${search}`} className={`${styles.button} ${styles.danger}`} preventScrollReset>
              {myFavorite.removeFavourite}
            </Link>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
