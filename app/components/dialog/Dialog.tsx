// A dialog that works with and without JS (design §4). The server renders an open <dialog> over the page, in
// the middle of the screen with the page dimmed and the focus on its close link, so a dialog route is a
// plain page without JS and a dialog opened from far down a page is in view. Once hydrated it
// becomes a modal (showModal: the rest of the page is inert) in the same place, so that a tap made while
// the page hydrates lands on what the reader saw; it keeps Tab inside itself, closes on Escape and gives
// the focus back to where it was.
import { useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { common } from "~/i18n/ko/common";
import styles from "./dialog.module.css";

type DialogProps = {
  title: ReactNode;
  /** Where the close link goes (and where Escape navigates when no onClose is given). */
  closeHref?: string;
  onClose?: () => void;
  children: ReactNode;
  /** Extra class for size variants. */
  className?: string;
  /** Hide the title visually (it still names the dialog). */
  hideTitle?: boolean;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Dialog({ title, closeHref, onClose, children, className, hideTitle }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const navigate = useNavigate();
  const close = () => {
    if (onClose) onClose();
    else if (closeHref) navigate(closeHref, { preventScrollReset: true, replace: true });
  };
  const closeRef = useRef(close);
  closeRef.current = close;

  useEffect(() => {
    const dialog = ref.current;
    // A dialog inside a part of the page that is not shown here (the station's pc sidebar on a phone, its
    // phone bar on a pc) stays out of the way: a modal nobody sees would make the whole page inert.
    if (!dialog || dialog.getClientRects().length === 0) return;
    const returnFocus = document.activeElement as HTMLElement | null;
    if (dialog.open) dialog.close();
    dialog.showModal();
    const first = dialog.querySelector<HTMLElement>("[autofocus]") ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();

    const onCancel = (event: Event) => {
      event.preventDefault();
      closeRef.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return;
      const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((item) => item.offsetParent !== null);
      if (items.length === 0) return;
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("keydown", onKeyDown);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("keydown", onKeyDown);
      if (dialog.open) dialog.close();
      returnFocus?.focus?.();
    };
  }, []);

  const cross = (
    <svg className="icon" aria-hidden>
      <use href="/icons.svg#close" />
    </svg>
  );
  return (
    <dialog ref={ref} open className={`${styles.dialog} ${className ?? ""}`} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={hideTitle ? "visually-hidden" : styles.title}>
          {title}
        </h2>
        {closeHref ? (
          <a
            href={closeHref}
            className={styles.close}
            aria-label={common.layout.close}
            // The browser's own autofocus on a page load without JS (React focuses no link); with JS the effect above does.
            autoFocus
            onClick={(event) => {
              event.preventDefault();
              close();
            }}
          >
            {cross}
          </a>
        ) : (
          <button type="button" className={styles.close} aria-label={common.layout.close} onClick={close}>
            {cross}
          </button>
        )}
      </div>
      <div className={styles.body}>{children}</div>
    </dialog>
  );
}
