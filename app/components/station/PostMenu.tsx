// A post's context menu (001 §6): only the items its permission flags allow, as a <details> list that
// opens without JS. Changes are form posts with an intent; the ones that need a confirmation or a small
// form first link to ?dialog= (a dialog over the post, or the same as a page without JS).
import { Form, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import type { PostDetail } from "~/domain/station";
import { postMenuItems, type PostMenuItem } from "~/domain/station-posts";
import { CARD_ACTION_PATH } from "~/forms/card-action-post";
import { stationPosts as t } from "~/i18n/ko/station/posts";
import { useLinkConfig } from "~/utils/root-data";
import { Icon } from "../icon/Icon";
import { ShareDisclosure } from "../menus/ShareDisclosure";
import styles from "./station.module.css";
import { useHere, useWithParam } from "./useStation";
import { ActionForm } from "~/components/forms/ActionForm";
import { SubmissionKeyInput } from "~/components/forms/SubmissionKey";

type VodLinks = { midroll: string; chapters: string; editTitle: string; playlist: string } | null;

function Intent({ intent, children, extra }: { intent: string; children: ReactNode; extra?: Record<string, string> }) {
  return (
    <Form method="post" preventScrollReset>
      <SubmissionKeyInput />
      {Object.entries(extra ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" name="intent" value={intent} className={styles.menuItem}>
        {children}
      </button>
    </Form>
  );
}

export function PostMenu({ post, streamerId, vodLinks }: { post: PostDetail; streamerId: string; vodLinks: VodLinks }) {
  const withParam = useWithParam();
  const here = useHere();
  const { key } = useLocation();
  const config = useLinkConfig();
  const items = postMenuItems(post.permissions);
  if (items.length === 0) return null;
  const base = `/station/${encodeURIComponent(streamerId)}`;
  const dialog = (name: string, label: string) => (
    <a href={withParam("dialog", name)} className={styles.menuItem}>
      {label}
    </a>
  );
  const external = (href: string | undefined, label: string) =>
    href ? (
      <a href={href} target="_blank" rel="noopener" className={styles.menuItem}>
        {label}
      </a>
    ) : null;
  const render: Record<PostMenuItem, () => ReactNode> = {
    share: () => (
      <ShareDisclosure
        config={config}
        // The portal's public address, whole: what is copied (or shown to copy without JS) opens anywhere.
        url={`${config.origin}${base}/post/${post.titleNo}`}
        title={post.title}
        label={t.actions.share}
        copyOnly
        looks={{ item: styles.menuItem, copy: styles.hint }}
      />
    ),
    // A VOD's title is edited on the VOD editor's page (편집하기), a post here (수정하기).
    update: () =>
      post.vod ? (
        external(vodLinks?.editTitle, t.actions.edit)
      ) : (
        <a href={`${base}/post/${post.titleNo}/edit`} className={styles.menuItem}>
          {t.actions.update}
        </a>
      ),
    delete: () => dialog("delete", t.actions.delete),
    vodDelete: () => dialog("vodDelete", t.actions.vodDelete),
    unblind: () => dialog("unblind", t.actions.unblind),
    viewLater: () => (
      <ActionForm action={CARD_ACTION_PATH} preventScrollReset>
        <SubmissionKeyInput />
        {Object.entries({
          key: `vod:${post.titleNo}`,
          type: "VOD",
          id: post.titleNo,
          bjId: post.userId,
          bjNick: post.userNickname,
          location: "station",
          returnTo: here,
        }).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" name="intent" value="view-later" className={styles.menuItem}>
          {t.actions.viewLater}
        </button>
      </ActionForm>
    ),
    moveBoard: () => (
      <Intent intent="moveSelect" extra={{ titleNos: post.titleNo, oldBbsNo: post.bbsNo }}>
        {t.actions.moveBoard}
      </Intent>
    ),
    pin: () => dialog("pin", t.actions.pin),
    unpin: () => <Intent intent="unpin">{t.actions.unpin}</Intent>,
    notice: () => <Intent intent="notice">{t.actions.notice}</Intent>,
    cancelNotice: () => <Intent intent="cancelNotice">{t.actions.cancelNotice}</Intent>,
    report: () => dialog("report", t.actions.report),
    midroll: () => external(vodLinks?.midroll, t.actions.midroll),
    addPlaylist: () => external(vodLinks?.playlist, t.actions.addPlaylist),
    chapters: () => external(vodLinks?.chapters, t.actions.chapters),
  };
  return (
    // Keyed by the location so that it comes back closed after an action.
    <details key={key} className={styles.postMenu}>
      <summary className={styles.button} aria-label={t.lists.postMenu(post.title)}>
        <Icon name="more" />
      </summary>
      <ul className={styles.postMenuList}>
        {items.map((item) => (
          <li key={item} data-menu-item={item}>
            {render[item]()}
          </li>
        ))}
      </ul>
    </details>
  );
}
