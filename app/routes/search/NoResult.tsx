// The empty and no-result texts of 000 §5.
import { search } from "~/i18n/ko/search";
import styles from "./search.module.css";

export function SearchMessage({ title, role = "status" }: { title: string; role?: "status" | "alert" }) {
  return (
    <div className={styles.message} role={role}>
      <p className={styles.messageTitle}>{title}</p>
    </div>
  );
}

/** '검색 결과가 없습니다.' with the tips; the period tip where a period filter exists. */
export function NoResult({ title = search.empty.noResult, periodTip = false }: { title?: string; periodTip?: boolean }) {
  const t = search.empty;
  return (
    <div className={styles.message} role="status" data-testid="no-result">
      <p className={styles.messageTitle}>{title}</p>
      <ul className={styles.tips}>
        {t.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
        {periodTip ? <li>{t.periodTip}</li> : null}
      </ul>
    </div>
  );
}
