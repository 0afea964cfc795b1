// '앗 혹시 찾으시는 분이...' (000 §2.7): other streamers with the searched name; each link searches that
// streamer with the homonym parameters.
import { Link } from "@remix-run/react";
import { type StreamerSummary } from "~/domain/search";
import { homonymHref } from "~/domain/search-sections";
import { search } from "~/i18n/ko/search";
import styles from "../search.module.css";
import { Section } from "../Section";
import { Avatar } from "../StreamerList";

export function Homonyms({ streamers }: { streamers: StreamerSummary[] }) {
  return (
    <Section title={search.homonyms} testId="homonyms">
      <ul className={styles.chips}>
        {streamers.map((streamer) => (
          <li key={streamer.userId}>
            <Link to={homonymHref(streamer.userId)} className={styles.chip}>
              <Avatar url={streamer.profileImageUrl} size={56} />
              <span>{streamer.nick}</span>
              <span className={styles.muted}>{streamer.userId}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
