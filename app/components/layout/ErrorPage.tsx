// Error pages (001 §2.18): not found, and the generic page; both offer '메인으로' back to the home page,
// loaded afresh (a plain link: the document is asked for again, as Link's reloadDocument would). The not-found page
// offers more ways on (issue 72): a search box, and the lives most watched now when its answer names them.
import type { LiveLink } from "~/domain/live";
import { common } from "~/i18n/ko/common";
import { links } from "~/utils/links";
import { useLinkConfig } from "~/utils/root-data";
import styles from "./layout.module.css";

const t = common.errors;

function LiveLinks({ lives }: { lives: LiveLink[] }) {
  const config = useLinkConfig();
  const newTab = config.isApp ? null : ({ target: "_blank", rel: "noopener" } as const);
  return (
    <section className={styles.errorLives} aria-labelledby="error-lives">
      <h2 id="error-lives">{t.recommendedLive}</h2>
      <ul>
        {lives.map((live) => (
          <li key={live.key}>
            <a href={links.livePlayer(config, live.userId, live.broadNo)} {...newTab}>
              <strong>{live.title}</strong>
              <span>{live.nick}</span>
            </a>
          </li>
        ))}
      </ul>
      <a href="/live/all" className={styles.errorAll}>
        {common.layout.liveAll}
      </a>
    </section>
  );
}

export function ErrorPage({ kind, lives = [] }: { kind: "notFound" | "generic"; lives?: LiveLink[] }) {
  const notFound = kind === "notFound";
  return (
    <section className={styles.errorPage} aria-labelledby="error-title" data-error={kind}>
      <h1 id="error-title">{notFound ? t.notFoundTitle : t.genericTitle}</h1>
      <p>{notFound ? t.notFoundText : t.genericText}</p>
      {notFound ? (
        <form method="get" action="/search" role="search" className={styles.errorSearch}>
          <label htmlFor="error-search" className="visually-hidden">
            {t.search}
          </label>
          <input id="error-search" type="search" name="szKeyword" placeholder={t.search} maxLength={100} />
          <button type="submit">{common.layout.searchSubmit}</button>
        </form>
      ) : null}
      <a href="/" className={styles.primaryButton}>
        {t.toMain}
      </a>
      {notFound && lives.length ? <LiveLinks lives={lives} /> : null}
    </section>
  );
}
