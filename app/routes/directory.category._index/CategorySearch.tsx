// Category search (000 §2.5, §5): heading, placeholder and a clear control. With JS the list follows the
// typing after 300 ms; without JS it is a GET form. Input over 50 characters is never searched.
import { Form, Link, useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useRef } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import list from "~/components/directory/list.module.css";
import { CATEGORY_SEARCH_MAX } from "~/domain/directory";
import { directoryList } from "~/i18n/ko/directory-list";
import { formsChosenBeforeHydration, samePage } from "~/utils/chosen-fields";
import styles from "./category-list.module.css";
import { HiddenLabel } from "~/components/forms/HiddenLabel";

const t = directoryList.search;
const DEBOUNCE_MS = 300;

export function CategorySearch({ keyword }: { keyword: string }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const search = useCallback(
    (value: string) => {
      clearTimeout(timer.current);
      const text = value.trim();
      if (text.length > CATEGORY_SEARCH_MAX) return;
      navigate(text ? `?szKeyword=${encodeURIComponent(text)}` : "?", { replace: true, preventScrollReset: true });
    },
    [navigate],
  );
  // Navigating elsewhere (a menu link) changes the keyword: follow it unless the user is typing.
  const hydratedAlready = useRef(false);
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    if (!hydratedAlready.current) {
      hydratedAlready.current = true;
      // Typed before the page hydrated: searched now, as typing is once hydrated, rather than wiped; unless an
      // order was chosen before hydration too, whose form's submission carries the word (a search now would
      // bring the form back as served and lose the order: utils/chosen-before-hydration.ts).
      const chosen = [...formsChosenBeforeHydration(document)].some((form) => samePage(form, field.form));
      if (field.value.trim() !== keyword && !chosen) search(field.value);
      return;
    }
    if (document.activeElement !== field && field.value.trim() !== keyword) field.value = keyword;
  }, [keyword, search]);

  return (
    <section aria-labelledby="category-search-title" className={styles.search}>
      <h2 id="category-search-title" className={styles.searchTitle}>
        {t.heading}
      </h2>
      <Form
        method="get"
        role="search"
        className={styles.searchForm}
        onSubmit={(event) => {
          event.preventDefault();
          search(input.current?.value ?? "");
        }}
      >
        <HiddenLabel htmlFor="category-search">{t.label}</HiddenLabel>
        <input
          ref={input}
          id="category-search"
          type="search"
          name="szKeyword"
          defaultValue={keyword}
          placeholder={t.placeholder}
          maxLength={CATEGORY_SEARCH_MAX}
          autoComplete="off"
          data-applies-on-input=""
          onChange={(event) => {
            const value = event.currentTarget.value;
            clearTimeout(timer.current);
            timer.current = setTimeout(() => search(value), DEBOUNCE_MS);
          }}
        />
        {hydrated ? (
          <button
            type="button"
            className={styles.clear}
            aria-label={t.clear}
            onClick={() => {
              if (input.current) input.current.value = "";
              input.current?.focus();
              search("");
            }}
          >
            <svg className="icon" aria-hidden>
              <use href="/icons.svg#close" />
            </svg>
          </button>
        ) : keyword ? (
          <Link to="?" className={styles.clear} aria-label={t.clear}>
            <svg className="icon" aria-hidden>
              <use href="/icons.svg#close" />
            </svg>
          </Link>
        ) : null}
        {hydrated ? null : (
          <button type="submit" className={list.button}>
            {t.submit}
          </button>
        )}
      </Form>
    </section>
  );
}
