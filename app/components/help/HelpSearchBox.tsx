// The help search box (002 §2.3, §2.4): searches only with a non-empty trimmed input, otherwise goes
// to the FAQ (the server does the same without JS); suggestions after 300 ms of typing, in a datalist.
// It posts: the search action logs the keyword once and redirects to the results page.
import { Form, useNavigate } from "@remix-run/react";
import { HELP_SEARCH_MAX, SUGGEST_DEBOUNCE_MS } from "~/domain/help";
import { helpPages } from "~/i18n/ko/help/pages";
import { useLookup } from "~/utils/use-lookup";
import styles from "./help.module.css";
import { HiddenLabel } from "~/components/forms/HiddenLabel";

const t = helpPages.home;

export function HelpSearchBox({ id, defaultValue = "" }: { id: string; defaultValue?: string }) {
  const navigate = useNavigate();
  const suggestions = useLookup<{ suggestions: string[] }>({ pauseMs: SUGGEST_DEBOUNCE_MS });
  return (
    <Form
      method="post"
      action="/help/search"
      role="search"
      className={styles.searchBox}
      onSubmit={(event) => {
        if (String(new FormData(event.currentTarget).get("q") ?? "").trim() === "") {
          event.preventDefault();
          navigate("/help/faq");
        }
      }}
    >
      <HiddenLabel htmlFor={id}>{t.searchLabel}</HiddenLabel>
      <input
        id={id}
        name="q"
        type="search"
        placeholder={t.searchPrompt}
        defaultValue={defaultValue}
        list={`${id}-suggestions`}
        autoComplete="off"
        maxLength={HELP_SEARCH_MAX}
        onChange={(event) => {
          const word = event.currentTarget.value.trim();
          suggestions.loadAfterPause(word ? `/help/suggest?q=${encodeURIComponent(word)}` : undefined);
        }}
      />
      <datalist id={`${id}-suggestions`}>
        {(suggestions.data?.suggestions ?? []).map((text) => (
          <option key={text} value={text} />
        ))}
      </datalist>
      <button type="submit">{t.searchSubmit}</button>
    </Form>
  );
}
