// The strip of favourite, subscribed or fan-club streamers (001 §2.3–2.4): up to 100 avatars, pinned
// first, each linking to the station with a pin toggle in its small menu. Pinning posts to the page's own action.
// The row fades at its edge where more avatars are scrolled out of it.
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { MY_LIMITS, type MyStreamer } from "~/domain/my";
import { my } from "~/i18n/ko/my";
import { links } from "~/utils/links";
import { useLinkConfig } from "~/utils/root-data";
import { myStyles as styles } from "./blocks";
import strip from "./strip.module.css";
import { SubmissionKeyInput } from "~/components/forms/SubmissionKey";

const t = my.strip;

/** The pin toggle of one streamer (also used in the '스트리머 관리' dialog). */
export function PinToggle({ streamer, wide }: { streamer: MyStreamer; wide?: boolean }) {
  const pinned = streamer.isPinned;
  return (
    <Form method="post" preventScrollReset>
      <SubmissionKeyInput />
      <input type="hidden" name="streamerId" value={streamer.userId} />
      <button
        type="submit"
        name="intent"
        value={pinned ? "unpin" : "pin"}
        className={wide ? styles.button : strip.pinButton}
        aria-pressed={pinned}
        aria-label={pinned ? t.unpinOf(streamer.nickname) : t.pinOf(streamer.nickname)}
      >
        {pinned ? t.unpin : t.pin}
      </button>
    </Form>
  );
}

/** The strip, with what goes beside it ('스트리머 관리'). */
export function StreamerStrip({ streamers, label, children }: { streamers: MyStreamer[]; label: string; children?: ReactNode }) {
  const config = useLinkConfig();
  return (
    <div className={strip.stripRow}>
      <ul className={strip.strip} aria-label={label}>
        {streamers.slice(0, MY_LIMITS.stripMax).map((streamer) => (
          <li key={streamer.userId} data-streamer={streamer.userId} data-pinned={streamer.isPinned || undefined}>
            <a href={links.station(config, streamer.userId, streamer.nickname)} className={`${strip.stripLink} ${streamer.isLive ? strip.onAir : ""}`}>
              <img src={streamer.profileImageUrl ?? "/images/thumb-default.svg"} alt="" width={64} height={64} loading="lazy" />
              <span className={strip.stripNick}>{streamer.nickname}</span>
              {streamer.isLive ? <span className={strip.liveDot}>{t.live}</span> : null}
              {streamer.isPinned ? (
                <svg className={`icon ${strip.pinMark}`} aria-hidden>
                  <use href="/icons.svg#pin" />
                </svg>
              ) : null}
            </a>
            {/* The pin toggle in a small menu of the picture: under every picture it made the
                row twice as tall; a pinned streamer's picture carries a pin. */}
            <details className={strip.pinMenu}>
              <summary aria-label={t.menuOf(streamer.nickname)}>
                <svg className="icon" aria-hidden>
                  <use href="/icons.svg#more" />
                </svg>
              </summary>
              <div className={strip.pinPanel}>
                <PinToggle streamer={streamer} />
              </div>
            </details>
          </li>
        ))}
      </ul>
      {children}
    </div>
  );
}
