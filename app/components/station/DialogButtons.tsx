// The two buttons of a station dialog's form: '취소' back to the page it was opened over (a link, so that
// it works without JS too) and the submit with the form's intent.
import { stationPostEdit as e } from "~/i18n/ko/station/post-edit";
import styles from "./station.module.css";

export function DialogButtons({ closeHref, intent, label, danger = false }: { closeHref: string; intent: string; label: string; danger?: boolean }) {
  return (
    <div className={styles.twoButtons}>
      <a href={closeHref} className={styles.button}>
        {e.dialogs.cancel}
      </a>
      <button type="submit" name="intent" value={intent} className={danger ? styles.buttonDanger : styles.buttonPrimary}>
        {label}
      </button>
    </div>
  );
}
