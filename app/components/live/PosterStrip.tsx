// The poster strip of a live group (000 §2.6): the first posters, the rest behind '더보기' /
// '간략히 보기' (a <details>, so it needs no JS). A poster selects its category for the list. Rendered
// on the server (LiveHead): plain links, which StaticHtml turns into client navigations.
import { abbreviateCount } from "~/domain/counts";
import type { LiveGroupType, PosterCategory } from "~/domain/live";
import { liveTop } from "~/i18n/ko/live-top";
import styles from "./live.module.css";

const t = liveTop.posters;
const FIRST = 10;

function Poster({ type, poster, selected, adult }: { type: LiveGroupType; poster: PosterCategory; selected: boolean; adult: boolean }) {
  // Adult posters keep their place but show the placeholder to viewers not known to be adults.
  const image = poster.isAdult && !adult ? null : poster.imageUrl;
  return (
    <li>
      <a
        href={`/live/group/${type}?categoryName=${encodeURIComponent(poster.name)}`}
        className={styles.poster}
        aria-current={selected ? "true" : undefined}
        data-keep-scroll
      >
        <img src={image ?? "/images/thumb-default.svg"} alt="" loading="lazy" width={90} height={120} />
        <span className={styles.posterName}>{poster.name}</span>
        <span className={styles.posterViewers}>{abbreviateCount(poster.viewers)}</span>
      </a>
    </li>
  );
}

export function PosterStrip({ type, posters, selected, adult }: { type: LiveGroupType; posters: PosterCategory[]; selected: string | null; adult: boolean }) {
  const rest = posters.slice(FIRST);
  const selectedInRest = rest.some((poster) => poster.name === selected);
  return (
    <section aria-labelledby="posters-title" className={styles.posters}>
      <h2 id="posters-title" className={styles.sectionTitle}>
        {t.label}
        {selected ? (
          <a href={`/live/group/${type}`} className={styles.allLink} data-keep-scroll>
            {t.all}
          </a>
        ) : null}
      </h2>
      <ul className={styles.posterList}>
        {posters.slice(0, FIRST).map((poster) => (
          <Poster key={poster.categoryNo} type={type} poster={poster} selected={poster.name === selected} adult={adult} />
        ))}
      </ul>
      {rest.length ? (
        <details className={styles.morePosters} open={selectedInRest || undefined}>
          <summary>
            <span className={styles.whenClosed}>{t.more}</span>
            <span className={styles.whenOpen}>{t.less}</span>
          </summary>
          <ul className={styles.posterList}>
            {rest.map((poster) => (
              <Poster key={poster.categoryNo} type={type} poster={poster} selected={poster.name === selected} adult={adult} />
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
