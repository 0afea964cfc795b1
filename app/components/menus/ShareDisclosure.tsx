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
          const share = copyOnly ? undefined : navigator.share?.bind(navigator);
          if (!share && !navigator.clipboard) return;
          event.preventDefault();
          const details = event.currentTarget.parentElement;
          const done = share
            ? share({ title, text, url })
            : navigator.clipboard.writeText(absolute(url)).then(() => toast.show({ message: cards.share.copied }));
          done.catch(() => details?.setAttribute("open", ""));
        }}
      >
        {label}
      </summary>
      <CopyText text={url} className={looks.copy} />
    </details>
  );
}
