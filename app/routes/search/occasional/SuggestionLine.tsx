// '이것을 찾으셨나요? {modified} 검색결과 보기' and the autocorrect line (000 §2.7).
import { Link } from "@remix-run/react";
import { type Suggestion } from "~/domain/search";
import { suggestionHref } from "~/domain/search-sections";
import { search } from "~/i18n/ko/search";
import styles from "../search.module.css";

export function SuggestionLine({ suggestion }: { suggestion: Suggestion }) {
  const t = search.suggestion;
  if (suggestion.kind === "suggest") {
    return (
      <p className={styles.suggestion} data-testid="suggestion">
        {t.question}{" "}
        <Link to={suggestionHref(suggestion.modified, false)}>
          <strong>{suggestion.modified}</strong> {t.seeResults}
        </Link>
      </p>
    );
  }
  return (
    <p className={styles.suggestion} data-testid="suggestion">
      <strong>{suggestion.modified}</strong>
      {t.corrected(suggestion.postpos)}{" "}
      <Link to={suggestionHref(suggestion.origin, true)}>
        <strong>{suggestion.origin}</strong> {t.seeResults}
      </Link>
    </p>
  );
}
