// '공유하기' of the card menus, the hot posts and the station post menu: a <details> whose summary shares
// with JS (the share sheet where the browser has one, else the clipboard and a toast) and that opens, without
// JS or when that failed, on the address to copy by hand. Inside the app it is the app's share link.
import type { ReactNode } from "react";
import { cards } from "~/i18n/ko/cards";
import { deepLink, type LinkConfig } from "~/utils/links";
import { useToast } from "../toast/ToastProvider";
import { CopyText } from "./CopyText";

type Props = {
  /** Where links lead (useLinkConfig): a prop, so that a card's menu renders from its inputs alone. */
  config: LinkConfig;
  /** The address to share (a path is made absolute for the clipboard). */
  url: string;
  title: string;
  /** The share sheet's text (a description). */
  text?: string;
  label: ReactNode;
  /** The clipboard only: no share sheet and no app share link (the station post menu). */
  copyOnly?: boolean;
  /** Classes of the disclosure, of its summary (or the app link: the menu item look of its menu) and of the address to copy. */
  looks?: { details?: string; item?: string; copy?: string };
  /** data-* attributes of the summary (or the app link). */
  itemData?: Record<`data-${string}`, string>;
};

const absolute = (url: string) => (/^https?:/i.test(url) ? url : new URL(url, window.location.origin).href);

type Shared = { url: string; title: string; text?: string; copyOnly?: boolean };

/**
 * Shares from a click on a share summary: the share sheet where the browser has one, else the clipboard and
 * `copied`; when that fails the disclosure opens on the address. False when the browser can do neither (the
 * summary then opens the disclosure, as without JS).
 */
export function shareFrom(summary: HTMLElement, { url, title, text, copyOnly = false }: Shared, copied: () => void): boolean {
  const share = copyOnly ? undefined : navigator.share?.bind(navigator);
  if (!share && !navigator.clipboard) return false;
  const details = summary.parentElement;
  const done = share ? share({ title, text, url }) : navigator.clipboard.writeText(absolute(url)).then(copied);
  done.catch(() => details?.setAttribute("open", ""));
  return true;
}

/** The address a share disclosure rendered into a page's markup offers (card lists kept as the server's HTML). */
export const sharedAddress = (summary: Element) => summary.parentElement?.querySelector("[data-copy-text]")?.textContent ?? null;

export function ShareDisclosure({ config, url, title, text, label, copyOnly = false, looks = {}, itemData }: Props) {
  const toast = useToast();
  if (config.isApp && !copyOnly) {
    return (
      <a className={looks.item} href={deepLink.share(config, { url, title })} {...itemData}>
        {label}
      </a>
    );
  }
  return (
    <details className={looks.details}>
      <summary
        className={looks.item}
        {...itemData}
        onClick={(event) => {
          if (shareFrom(event.currentTarget, { url, title, text, copyOnly }, () => toast.show({ message: cards.share.copied }))) event.preventDefault();
        }}
      >
        {label}
      </summary>
      <CopyText text={url} className={looks.copy} />
    </details>
  );
}
