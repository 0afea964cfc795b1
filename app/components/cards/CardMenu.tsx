// The card's context menu (000 §2.9): a <details> list, so it opens without JS; each action is a post of
// its list's card-action form to /resources/card-action that comes back to this page.
import { useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import type { BroadcastCard, CardMenuKey } from "~/domain/cards";
import { CARD_ACTION_PATH, packCardAction, PACKED_CARD_FIELD } from "~/forms/card-action-post";
import { UNDO_PARAM } from "~/forms/card-undo";
import { MENU_POST_FIELD } from "~/forms/menu-post";
import { cards } from "~/i18n/ko/cards";
import { links, type LinkConfig } from "~/utils/links";
import { ShareDisclosure } from "../menus/ShareDisclosure";
import { Icon } from "../icon/Icon";
import styles from "./cards.module.css";
import { cardMenuItemClass } from "./menu-item";
import { ActionForm } from "~/components/forms/ActionForm";
import { SubmissionKeyInput } from "~/components/forms/SubmissionKey";

const t = cards;
const NEW_TAB = { target: "_blank", rel: "noopener" } as const;

/** The current page without the undo marker, to come back to after an action. */
export function useReturnTo(): string {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete(UNDO_PARAM);
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ""}`;
}

/** The fields a list's cards share in their card-action posts; each button adds its card (packCardAction). */
export function CardActionFields({ location, namespace, list }: { location: string; namespace?: string; list?: string }) {
  const returnTo = useReturnTo();
  return (
    <>
      {list ? <input type="hidden" name="list" value={list} /> : null}
      <input type="hidden" name="location" value={location} />
      {namespace ? <input type="hidden" name="namespace" value={namespace} /> : null}
      <input type="hidden" name="returnTo" value={returnTo} />
    </>
  );
}

/** The one card-action form of a list, which its cards' menu buttons name (form=). */
export function CardActionForm({ id, ...fields }: { id: string; location: string; namespace?: string; list?: string }) {
  return (
    <ActionForm action={CARD_ACTION_PATH} preventScrollReset id={id} hidden>
      <SubmissionKeyInput />
      <CardActionFields {...fields} />
    </ActionForm>
  );
}

/** A list's own link in its cards' menus, as plain data (a card rendered once for many requests keeps it). */
export type CardMenuLink = { label: string; href: string; dialog?: string };

/** A list's own post to its page's action in its cards' menus, as plain data: the list's form (`form`, CardGrid's)
 * and the card's packed fields (forms/menu-post.ts). */
export type CardMenuPost = { label: string; value: string; form: string };

/** A list's own items in its cards' menus, after the standard ones. */
export type ListMenuItems = {
  /** Further items (each an <li>). */
  menuExtra?: ReactNode;
  /** A post to the page's action. */
  menuPost?: CardMenuPost;
  /** A further link after those (a list's dialog: `data-dialog` names it to the list's script). */
  menuLink?: CardMenuLink;
};

export function CardMenu({
  card,
  config,
  items,
  actionFormId,
  index,
  shareUrl,
  menuExtra,
  menuPost,
  menuLink,
}: {
  card: BroadcastCard;
  config: LinkConfig;
  items: CardMenuKey[];
  /** The list's CardActionForm. */
  actionFormId: string;
  /** The card's place in its list, sent with its actions. */
  index?: number;
  shareUrl: string;
} & ListMenuItems) {
  if (items.length === 0 && !menuExtra && !menuPost && !menuLink) return null;
  const titleNo = card.titleNo ?? card.id;
  return (
    <details className={styles.menu}>
      <summary className={styles.menuButton} aria-label={t.a11y.menu(card.title)}>
        <Icon name="more" />
      </summary>
      <ul className={styles.menuList}>
        {items.map((item) => (
          <li key={item}>
            {item === "view-later" || item === "hidden" || item === "not-recommend" ? (
              <button
                type="submit"
                form={actionFormId}
                name={PACKED_CARD_FIELD}
                value={packCardAction(item, card, index)}
                className={cardMenuItemClass}
                data-menu-key={item}
              >
                {t.menu[item]}
              </button>
            ) : item === "share" ? (
              <ShareDisclosure
                config={config}
                url={shareUrl}
                title={card.title}
                label={t.menu.share}
                looks={{ item: cardMenuItemClass, copy: styles.shareLabel }}
                itemData={{ "data-menu-key": item }}
              />
            ) : (
              // The VOD host's playlist pages: a new tab on the web, the app's own browser inside the app (000 §2.3
              // browser/station), never a plain web page in the app's view nor the external browser (issue 72).
              <a
                className={cardMenuItemClass}
                href={links.platformPage(
                  config,
                  item === "add-playlist"
                    ? `${config.vod}/vodplaylist/index.php?szWork=add&nTitleNo=${encodeURIComponent(titleNo)}`
                    : `${config.vod}/vodplaylist/index.php?szWork=share&nPlaylistIdx=${encodeURIComponent(card.id)}`,
                  t.menu[item],
                )}
                {...(config.isApp ? null : NEW_TAB)}
                data-menu-key={item}
              >
                {t.menu[item]}
              </a>
            )}
          </li>
        ))}
        {menuExtra}
        {menuPost ? (
          <li>
            <button type="submit" form={menuPost.form} name={MENU_POST_FIELD} value={menuPost.value} className={cardMenuItemClass}>
              {menuPost.label}
            </button>
          </li>
        ) : null}
        {menuLink ? (
          <li>
            <a className={cardMenuItemClass} href={menuLink.href} data-dialog={menuLink.dialog}>
              {menuLink.label}
            </a>
          </li>
        ) : null}
      </ul>
    </details>
  );
}
