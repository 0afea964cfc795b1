// The card's context menu (000 §2.9): a <details> list, so it opens without JS; each action is a form
// post to /resources/card-action that comes back to this page.
import { Form, useLocation } from "@remix-run/react";
import { useId, type ReactNode } from "react";
import { contentTypeOf, type BroadcastCard, type CardMenuKey, type CardSlot } from "~/domain/cards";
import { UNDO_PARAM } from "~/forms/card-undo";
import { cards } from "~/i18n/ko/cards";
import { deepLink } from "~/utils/links";
import { useLinkConfig } from "~/utils/root-data";
import { useToast } from "../toast/ToastProvider";
import styles from "./cards.module.css";
import { cardMenuItemClass } from "./menu-item";

const t = cards;

/** For list-specific menu items (a list's own delete, say) that sit beside the standard ones. */

/** The current page without the undo marker, to come back to after an action. */
export function useReturnTo(): string {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete(UNDO_PARAM);
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ""}`;
}

/** Hidden fields identifying a card to the card-action route. */
export function CardFields({ card, location, namespace, slot }: { card: BroadcastCard; location: string; namespace?: string; slot?: CardSlot }) {
  const returnTo = useReturnTo();
  return (
    <>
      {slot ? (
        <>
          <input type="hidden" name="list" value={slot.list} />
          <input type="hidden" name="index" value={String(slot.index)} />
        </>
      ) : null}
      <input type="hidden" name="title" value={card.title} />
      <input type="hidden" name="key" value={card.key} />
      <input type="hidden" name="type" value={contentTypeOf(card)} />
      <input type="hidden" name="id" value={card.id} />
      <input type="hidden" name="bjId" value={card.userId} />
      <input type="hidden" name="bjNick" value={card.userNickname} />
      <input type="hidden" name="listDataType" value={card.listDataType ?? ""} />
      <input type="hidden" name="location" value={location} />
      <input type="hidden" name="namespace" value={namespace ?? ""} />
      {card.score !== null ? <input type="hidden" name="score" value={String(card.score)} /> : null}
      <input type="hidden" name="returnTo" value={returnTo} />
    </>
  );
}

function ShareItem({ url, title }: { url: string; title: string }) {
  const links = useLinkConfig();
  const toast = useToast();
  if (links.isApp) {
    return (
      <a className={cardMenuItemClass} href={deepLink.share(links, { url, title })} data-menu-key="share">
        {t.menu.share}
      </a>
    );
  }
  // Without JS the disclosure shows the link to copy by hand; with JS the share sheet or the clipboard.
  return (
    <details className={styles.share}>
      <summary
        className={cardMenuItemClass}
        data-menu-key="share"
        onClick={(event) => {
          const share = navigator.share?.bind(navigator);
          if (!share && !navigator.clipboard) return;
          event.preventDefault();
          const done = share ? share({ url, title }) : navigator.clipboard.writeText(url).then(() => toast.show({ message: t.share.copied }));
          done.catch(() => event.currentTarget.parentElement?.setAttribute("open", ""));
        }}
      >
        {t.menu.share}
      </summary>
      <label className={styles.shareLabel}>
        {t.share.copyLabel}
        <input type="text" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      </label>
    </details>
  );
}

export function CardMenu({
  card,
  items,
  location,
  namespace,
  shareUrl,
  slot,
  extra,
}: {
  card: BroadcastCard;
  items: CardMenuKey[];
  location: string;
  namespace?: string;
  shareUrl: string;
  slot?: CardSlot;
  /** Further items (each an <li>) after the standard ones. */
  extra?: ReactNode;
}) {
  const links = useLinkConfig();
  const formId = useId();
  if (items.length === 0 && !extra) return null;
  const titleNo = card.titleNo ?? card.id;
  // One form carries the card's fields; each action is a submit button of it (form=), so the fields are
  // in the page once per card, and the share field outside it never submits it.
  return (
    <details className={styles.menu}>
      <summary className={styles.menuButton} aria-label={t.a11y.menu(card.title)}>
        <span aria-hidden="true">⋮</span>
      </summary>
      <Form method="post" action="/resources/card-action" preventScrollReset id={formId} hidden>
        <CardFields card={card} location={location} namespace={namespace} slot={slot} />
      </Form>
      <ul className={styles.menuList}>
        {items.map((item) => (
          <li key={item}>
            {item === "view-later" || item === "hidden" || item === "not-recommend" ? (
              <button type="submit" form={formId} name="intent" value={item} className={cardMenuItemClass} data-menu-key={item}>
                {t.menu[item]}
              </button>
            ) : item === "share" ? (
              <ShareItem url={shareUrl} title={card.title} />
            ) : item === "add-playlist" ? (
              <a className={cardMenuItemClass} href={`${links.vod}/vodplaylist/index.php?szWork=add&nTitleNo=${encodeURIComponent(titleNo)}`} target="_blank" rel="noopener" data-menu-key={item}>
                {t.menu[item]}
              </a>
            ) : (
              <a className={cardMenuItemClass} href={`${links.vod}/vodplaylist/index.php?szWork=share&nPlaylistIdx=${encodeURIComponent(card.id)}`} target="_blank" rel="noopener" data-menu-key={item}>
                {t.menu[item]}
              </a>
            )}
          </li>
        ))}
        {extra}
      </ul>
    </details>
  );
}
