// The top banner carousel (000 §2.4 MAIN_LIST_BNR) with its broadcast alarms (§4.4): members reserve or
// cancel with a form; guests get the '로그인이 필요합니다.' dialog (a ?dialog= URL, so it works without JS).
import { useSearchParams } from "@remix-run/react";
import { useReturnTo } from "~/components/cards/CardMenu";
import dialogStyles from "~/components/dialog/dialog.module.css";
import type { BannerSection } from "~/domain/home";
import { cards as cardTexts } from "~/i18n/ko/cards";
import { common } from "~/i18n/ko/common";
import { home as homeTexts } from "~/i18n/ko/home";
import styles from "./home.module.css";
import { ActionForm } from "~/components/forms/ActionForm";
import { SubmissionKeyInput } from "~/components/forms/SubmissionKey";

const t = homeTexts.alarm;
const DIALOG_ID = "alarm-login";

/**
 * '로그인이 필요합니다.' for guests (§4.4): a native <dialog>. With JS the alarm button opens it as a modal;
 * without JS the button's ?dialog= URL renders it open, and its buttons close it (method="dialog") or
 * go to login.
 */
function AlarmLoginDialog() {
  const [params] = useSearchParams();
  const returnTo = useReturnTo();
  const open = params.get("dialog") === DIALOG_ID;
  const back = returnTo.replace(/([?&])dialog=[^&]*&?/, "$1").replace(/[?&]$/, "");
  return (
    <dialog id={DIALOG_ID} open={open} className={dialogStyles.dialog} aria-labelledby={`${DIALOG_ID}-title`}>
      <div className={dialogStyles.head}>
        <h2 id={`${DIALOG_ID}-title`} className={dialogStyles.title}>
          {t.loginRequired}
        </h2>
      </div>
      <form method="dialog" className={`${dialogStyles.body} ${styles.dialogActions}`}>
        {/* Opened by its address, the dialog takes the focus (also without JS: the browser's autofocus). */}
        <button type="submit" className={`${styles.alarmButton} ${styles.secondary}`} autoFocus={open}>
          {common.actions.cancel}
        </button>
        <a href={`/login?returnTo=${encodeURIComponent(back)}`} className={styles.alarmButton}>
          {common.actions.confirm}
        </a>
      </form>
    </dialog>
  );
}

function AlarmControl({ banner, signedIn }: { banner: BannerSection["banners"][number]; signedIn: boolean }) {
  const returnTo = useReturnTo();
  if (!banner.alarmIdx) return null;
  if (!signedIn) {
    const params = new URLSearchParams(returnTo.split("?")[1] ?? "");
    params.set("dialog", DIALOG_ID);
    return (
      <div className={styles.alarm}>
        <p>{t.prompt}</p>
        <a
          href={`?${params}`}
          className={styles.alarmButton}
          onClick={(event) => {
            const dialog = document.getElementById(DIALOG_ID) as HTMLDialogElement | null;
            if (!dialog?.showModal) return;
            event.preventDefault();
            dialog.showModal();
          }}
        >
          {t.reserve}
        </a>
      </div>
    );
  }
  const reserved = banner.alarm === "reserved";
  return (
    <ActionForm action="/resources/banner-alarm" preventScrollReset className={styles.alarm}>
      <SubmissionKeyInput />
      <p>{reserved ? t.reserved : t.prompt}</p>
      <input type="hidden" name="alarmIdx" value={banner.alarmIdx} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" name="intent" value={reserved ? "delete" : "set"} className={`${styles.alarmButton} ${reserved ? styles.secondary : ""}`}>
        {reserved ? t.cancel : t.reserve}
      </button>
    </ActionForm>
  );
}

function Banner({ banner, signedIn, eager }: { banner: BannerSection["banners"][number]; signedIn: boolean; eager: boolean }) {
  return (
    <li className={styles.banner} data-banner-idx={banner.idx}>
      <a href={banner.link} tabIndex={-1} aria-hidden="true">
        {banner.imageUrl ? <img src={banner.imageUrl} alt="" width={1200} height={300} loading={eager ? "eager" : "lazy"} /> : null}
      </a>
      <div className={styles.bannerText}>
        <h3>
          <a href={banner.link}>{banner.title}</a>
        </h3>
        <p>{banner.content}</p>
        <p>{[banner.memo, banner.period].filter(Boolean).join(" · ")}</p>
        <AlarmControl banner={banner} signedIn={signedIn} />
      </div>
    </li>
  );
}

export function TopBanners({ section, signedIn }: { section: BannerSection; signedIn: boolean }) {
  return (
    <section className={`${styles.section} ${styles.banners}`} aria-labelledby={`${section.id}-title`} data-section={section.id}>
      {section.divider ? <hr className={styles.divider} /> : null}
      <h2 id={`${section.id}-title`} className="visually-hidden">
        {t.region}
      </h2>
      <div className={styles.bannerWrap}>
        <ul className={styles.bannerTrack} data-prev={cardTexts.slider.previous} data-next={cardTexts.slider.next}>
          {section.banners.map((banner, index) => (
            <Banner key={banner.idx} banner={banner} signedIn={signedIn} eager={index === 0} />
          ))}
        </ul>
      </div>
      {!signedIn && section.banners.some((banner) => banner.alarmIdx) ? <AlarmLoginDialog /> : null}
    </section>
  );
}
