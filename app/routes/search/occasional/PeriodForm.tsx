// '직접입력' of a period menu (000 §5): a GET form with two dates, from 2007-01-01 to today, both
// required; the rest of the query rides along as hidden fields.
import { Form } from "@remix-run/react";
import type { PeriodControl } from "~/domain/search-page";
import { search } from "~/i18n/ko/search";
import styles from "../search.module.css";

export function PeriodForm({ custom }: { custom: PeriodControl["custom"] }) {
  const t = search.filters;
  return (
    <Form method="get" action="/search" className={styles.periodForm} preventScrollReset replace>
      {custom.hidden.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <input type="hidden" name={custom.param} value="period_select" />
      <fieldset>
        <legend>{custom.legend}</legend>
        <label>
          {t.startDate}
          <input type="date" name={custom.startParam} min="2007-01-01" max={custom.max} defaultValue={custom.start} required />
        </label>
        <label>
          {t.endDate}
          <input type="date" name={custom.endParam} min="2007-01-01" max={custom.max} defaultValue={custom.end} required />
        </label>
        <button type="submit" className={styles.smallButton}>
          {t.apply}
        </button>
      </fieldset>
    </Form>
  );
}
