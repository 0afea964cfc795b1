// The streamer profile card of the total tab (000 §2.7, §6): fields 소개, 공지, 메달, 나이, 누적 참여자,
// 방송시간, 경력 ('프로필 더보기' past 3), the medal layer '메달정보', 10문 10답, badges and 애청자. One's own
// profile shows '내 프로필 수정' instead of the favourite button. A streamer on air shows it (issue 72): a live
// ring and 'LIVE' on the picture, the broadcast's title and viewers and '방송 보기', which opens the player as a card does.
import { Link, useSearchParams } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { Dialog } from "~/components/dialog/Dialog";
import { abbreviateCount, formatCount } from "~/domain/counts";
import { SEARCH_SIZES, withParams, type ProfileField, type ProfileLive, type SearchProfile } from "~/domain/search";
import { profileFields, profileMedals } from "~/domain/search-sections";
import { cards } from "~/i18n/ko/cards";
import { search } from "~/i18n/ko/search";
import { links } from "~/utils/links";
import { useLinkConfig } from "~/utils/root-data";
import { FavouriteButton } from "../FavouriteButton";
import own from "./sections.module.css";
import styles from "../search.module.css";
import { Badges } from "../StreamerList";

const t = search.profile;

function FieldValue({ field, profile, medalHref }: { field: ProfileField; profile: SearchProfile; medalHref: string }) {
  const config = useLinkConfig();
  switch (field) {
    case "intro":
      return <>{profile.stationTitle}</>;
    case "notice":
      return profile.noticeTitleNo ? (
        <a href={links.post(config, profile.userId, profile.noticeTitleNo, profile.notice)}>{profile.notice}</a>
      ) : (
        <>{profile.notice}</>
      );
    case "medal":
      return (
        <span className={own.medals}>
          <span className={own.medalIcons}>
            {profileMedals(profile.medals)
              .slice(0, SEARCH_SIZES.simpleMedals)
              .map((medal, index) =>
                medal.simpleUrl ? <img key={index} src={medal.simpleUrl} alt={medal.content} title={medal.content} width={28} height={28} /> : null,
              )}
          </span>
          <Link to={medalHref} preventScrollReset replace className={own.inlineLink}>
            {t.medalLayer}
          </Link>
        </span>
      );
    case "age":
      return <>{t.ageValue(profile.bornYear ?? 0, profile.age ?? 0)}</>;
    case "viewers":
      return <>{t.people(formatCount(profile.viewCount ?? 0))}</>;
    case "broadTime":
      return <>{t.hours(formatCount(profile.broadTimeHours ?? 0))}</>;
    case "career":
      return (
        <ul className={own.careers}>
          {profile.careers.map((career) => (
            <li key={career}>{career}</li>
          ))}
        </ul>
      );
  }
}

const FIELD_LABEL: Record<ProfileField, string> = {
  intro: t.intro,
  notice: t.notice,
  medal: t.medal,
  age: t.age,
  viewers: t.viewers,
  broadTime: t.broadTime,
  career: t.career,
};

/**
 * 10문 10답: folded behind '펼치기' once it is 108 px or taller (measured in the browser; without JS it stays
 * open). Folded by the CSS from the first paint where scripts run, so that the card does not shrink under
 * the reader when its part hydrates (at the first input); the button comes with the measure.
 */
function Qna({ qna }: { qna: SearchProfile["qna"] }) {
  const ref = useRef<HTMLDListElement>(null);
  const [foldable, setFoldable] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (ref.current && ref.current.scrollHeight >= SEARCH_SIZES.qnaFoldPx) setFoldable(true);
  }, []);
  return (
    <div className={own.qna}>
      <h3 className={own.qnaTitle}>{t.qna}</h3>
      <dl ref={ref} id="profile-qna" className={open ? undefined : own.qnaFolded}>
        {qna.map((item, index) => (
          <div key={index}>
            <dt>Q. {item.q}</dt>
            <dd>A. {item.a}</dd>
          </div>
        ))}
      </dl>
      {foldable ? (
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls="profile-qna" onClick={() => setOpen(!open)}>
          {open ? t.fold : t.expand}
        </button>
      ) : null}
    </div>
  );
}

/** The broadcast of a streamer on air: its title and viewers when known, and '방송 보기' to the player. */
function OnAir({ userId, live }: { userId: string; live: ProfileLive }) {
  const config = useLinkConfig();
  const href = links.livePlayer(config, userId, live.broadNo);
  const newTab = !config.isApp && !href.startsWith("/") ? ({ target: "_blank", rel: "noopener" } as const) : null;
  return (
    <div className={own.onAir} data-testid="profile-live">
      <p className={own.onAirText}>
        <span className={styles.liveBadge}>{cards.labels.live}</span>
        {live.title ? <span className={own.onAirTitle}>{live.title}</span> : null}
        {live.viewCount !== null ? <strong className={own.onAirViewers}>{cards.onAir.viewers(abbreviateCount(live.viewCount))}</strong> : null}
      </p>
      <a href={href} className={`${styles.smallButton} ${own.primaryButton} ${own.watch}`} {...newTab}>
        {cards.onAir.watch}
      </a>
    </div>
  );
}

type Props = { profile: SearchProfile; live: ProfileLive | null; isOwn: boolean; expanded: boolean; medalLayer: boolean };

export function ProfileCard({ profile, live, isOwn, expanded, medalLayer }: Props) {
  const [params] = useSearchParams();
  const config = useLinkConfig();
  const fields = profileFields(profile);
  const shown = expanded ? fields : fields.slice(0, SEARCH_SIZES.profileFields);
  const station = links.station(config, profile.userId, profile.nick);
  const medals = profileMedals(profile.medals);
  return (
    <section className={`${styles.section} ${styles.box} ${own.profile}`} aria-labelledby="profile-nick" data-testid="profile-card">
      <div className={own.profileHead}>
        <a href={station} tabIndex={-1} aria-hidden="true" className={live ? own.liveRing : undefined}>
          {profile.imageUrl ? <img src={profile.imageUrl} alt="" width={88} height={88} className={styles.avatar} /> : <span className={styles.avatar} />}
        </a>
        <div className={own.profileName}>
          <h2 id="profile-nick" className={styles.sectionTitle}>
            <a href={station}>{profile.nick}</a>
          </h2>
          <p className={styles.muted}>
            <Badges isSubscriber={profile.isSubscriber} isFan={profile.isFan} /> {t.fans(formatCount(profile.fanCount))}
          </p>
        </div>
        {isOwn ? (
          <a href={`${station}/setting/searchInfo`} className={styles.smallButton}>
            {t.edit}
          </a>
        ) : (
          <FavouriteButton streamerId={profile.userId} nick={profile.nick} isFavourite={profile.isFavourite} />
        )}
      </div>
      {live ? <OnAir userId={profile.userId} live={live} /> : null}
      {shown.length ? (
        <dl className={own.fields}>
          {shown.map((field) => (
            <div key={field}>
              <dt>{FIELD_LABEL[field]}</dt>
              <dd>
                <FieldValue field={field} profile={profile} medalHref={withParams(params, { dialog: "medal" })} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {fields.length > SEARCH_SIZES.profileFields ? (
        <Link to={withParams(params, { profile: expanded ? null : "more" })} className={styles.toggle} aria-expanded={expanded} preventScrollReset replace>
          {expanded ? t.less : t.more}
        </Link>
      ) : null}
      {profile.qna.length ? <Qna qna={profile.qna} /> : null}
      {medalLayer && medals.length ? (
        <Dialog title={t.medalLayer} closeHref={withParams(params, { dialog: null })}>
          <ul className={own.medalList} aria-label={search.a11y.medalList}>
            {medals.map((medal, index) => (
              <li key={index}>
                {medal.basicUrl ? <img src={medal.basicUrl} alt="" width={64} height={64} /> : null}
                <div>
                  <p className={own.medalName}>{medal.content}</p>
                  <p className={styles.muted}>{medal.description}</p>
                </div>
              </li>
            ))}
          </ul>
          <Link to={withParams(params, { dialog: null })} className={styles.smallButton} preventScrollReset replace>
            {t.close}
          </Link>
        </Dialog>
      ) : null}
    </section>
  );
}
