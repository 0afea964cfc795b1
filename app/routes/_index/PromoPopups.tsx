// Promotional popups (001 §2.16, §4.9): the server sends only those to show (path, window, cookie, closed
// in this view), so the first HTML is right. Each is a plain form: without JS it posts to
// /resources/popup, which sets the cookie ('24시간 동안 보지 않기') or closes it for this view; with JS it
// closes in place and sets the cookie itself (a day, the same cookie the server reads).
import { useLocation } from "@remix-run/react";
import { type FormEvent, useState } from "react";
import { POPUP_COOKIE_MAX_AGE_SECONDS, POPUP_DISMISSED, popupCookie, type Popup } from "~/domain/promotions";
import { promotions } from "~/i18n/ko/promotions";
import styles from "./popups.module.css";

const t = promotions.popup;

function PromoPopup({ popup, returnTo }: { popup: Popup; returnTo: string }) {
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  const id = `promo-popup-${popup.idx}`;
  const close = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const hide = new FormData(event.currentTarget).get("hide") === POPUP_DISMISSED;
    if (hide) document.cookie = `${popupCookie(popup.cookieKey)}=${POPUP_DISMISSED}; Path=/; Max-Age=${POPUP_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
    setClosed(true);
  };
  const picture = popup.imageUrl ? <img src={popup.imageUrl} alt={popup.title} width={400} height={500} className={styles.popupImage} /> : null;
  return (
    <section className={styles.popup} role="dialog" aria-labelledby={`${id}-title`} data-testid="promo-popup" data-popup={popup.cookieKey}>
      <h2 id={`${id}-title`} className={styles.popupTitle}>
        {popup.title}
      </h2>
      {popup.linkUrl ? <a href={popup.linkUrl}>{picture ?? popup.title}</a> : picture}
      <form method="post" action="/resources/popup" className={styles.popupBar} onSubmit={close}>
        <input type="hidden" name="intent" value="close" />
        <input type="hidden" name="key" value={popup.cookieKey} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <label className={styles.popupCheck}>
          <input type="checkbox" name="hide" value={POPUP_DISMISSED} />
          {t.hideForDay}
        </label>
        <button type="submit" className={styles.popupClose}>
          {t.close}
        </button>
      </form>
    </section>
  );
}

export function PromoPopups({ popups }: { popups: Popup[] }) {
  const location = useLocation();
  if (popups.length === 0) return null;
  const returnTo = `${location.pathname}${location.search}`;
  return (
    <div className={styles.popups}>
      {popups.map((popup) => (
        <PromoPopup key={popup.cookieKey} popup={popup} returnTo={returnTo} />
      ))}
    </div>
  );
}
