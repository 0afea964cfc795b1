// Filter menus of the result lists (000 §2.7, §9), from the loader's controls: a <details> with one link
// per option, so a choice needs no JS and no submit button; a disabled option (the VOD exclusion rule)
// is not a link. The period menus (VOD and post tabs) add the '직접입력' form.
import { Link } from "@remix-run/react";
import type { MouseEvent } from "react";
import type { FilterControl, PeriodControl } from "~/domain/search-page";
import { PeriodForm } from "./occasional/lazy";
import styles from "./search.module.css";

const closeMenu = (event: MouseEvent<HTMLElement>) => event.currentTarget.closest("details")?.removeAttribute("open");

function Options({ control }: { control: FilterControl }) {
  return (
    <ul aria-label={control.label}>
      {control.options.map((option) => (
        <li key={option.label}>
          {option.href ? (
            <Link to={option.href} className={styles.filterOption} aria-current={option.current || undefined} preventScrollReset replace onClick={closeMenu}>
              {option.label}
            </Link>
          ) : (
            <span className={styles.filterDisabled} aria-disabled="true">
              {option.label}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

export function FilterMenu({ control }: { control: FilterControl | PeriodControl }) {
  const custom = "custom" in control ? control.custom : null;
  return (
    <details className={styles.filter}>
      <summary className={styles.filterButton}>
        <span className="visually-hidden">{control.label}: </span>
        {control.currentLabel}
      </summary>
      <div className={styles.filterList}>
        <Options control={control} />
        {custom ? <PeriodForm custom={custom} /> : null}
      </div>
    </details>
  );
}
