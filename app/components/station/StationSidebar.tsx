// The station sidebar (001 §2.10, §4.4, §4.5), pc only: profile, note, favourite and push, '방송국 정보',
// badges, 글쓰기 / 캘린더, the left menu (first, so that the boards are on the first screen), the profile
// message, gifts, 열혈팬, 구독팬 / 구독 선물 and '방송국 관리'; expanded or contracted. Layers open through
// ?layer= (one at a time, closed on fold).
import { useSearchParams } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import type { RankedFan } from "~/domain/station";
import { isHighlightedFan, subscriptionRanking, topFanTitle, visibleBadges } from "~/domain/station-sidebar";
import { abbreviateCount } from "~/domain/counts";
import { stationLayout as t } from "~/i18n/ko/station/layout";
import { links } from "~/utils/links";
import { useLinkConfig } from "~/utils/root-data";
import { Dialog } from "../dialog/Dialog";
import { Icon } from "../icon/Icon";
import { PageLink } from "../links/PageLink";
import { PopupLink } from "./PopupLink";
import { PrefToggle, StationMenu } from "./StationMenu";
import styles from "./station.module.css";
import { SubscribeButton } from "./SubscribeButton";
import { useHere, useStationData, useWithParam, useWriteHref } from "./useStation";
import { StreamerActionForm } from "~/components/forms/StreamerActionForm";

const s = t.sidebar;

function FanList({ fans, titles }: { fans: RankedFan[]; titles: "topfans" | "plain" }) {
  if (fans.length === 0) return <p className={styles.empty}>{s.noFans}</p>;
  return (
    <ol className={styles.ranking}>
      {fans.map((fan) => {
        const title = topFanTitle(fan.rank);
        const label = titles === "plain" || title.kind === "rank" ? s.rank(fan.rank) : title.kind === "president" ? s.president : s.vicePresident;
        return (
          <li key={`${fan.rank}-${fan.userId}`} data-highlight={titles === "topfans" && isHighlightedFan(fan.rank)}>
            <span className={styles.rankTitle}>{label}</span>
            {fan.profileImageUrl ? <img src={fan.profileImageUrl} alt="" width={24} height={24} loading="lazy" /> : null}
            <span className={styles.rankNick}>{fan.nickname}</span>
          </li>
        );
      })}
    </ol>
  );
}

export { FanList };

/** 열혈팬, then 구독팬 or 구독 선물 with the toggle when both have entries (001 §2.10, §4.5). */
function Rankings() {
  const { sidebar } = useStationData();
  const [params] = useSearchParams();
  const withParam = useWithParam();
  const [wanted, setWanted] = useState(params.get("rank"));
  const ranking = subscriptionRanking(sidebar.subscriberFans, sidebar.giftFans, wanted);
  const other = ranking.shown === "subscribers" ? "gifts" : "subscribers";
  return (
    <>
      <section aria-labelledby="st-topfans">
        <div className={styles.rankHead}>
          <h2 id="st-topfans">{s.topFans}</h2>
          <PageLink to={withParam("layer", "topfans")} preventScrollReset className={styles.linkButton} data-layer-anchor>
            {s.more}
          </PageLink>
        </div>
        <FanList fans={sidebar.topFans} titles="topfans" />
      </section>
      <section aria-labelledby="st-subs">
        <div className={styles.rankHead}>
          <h2 id="st-subs">{ranking.shown === "subscribers" ? s.subscribers : s.gifts}</h2>
          <PageLink to={withParam("layer", ranking.shown)} preventScrollReset className={styles.linkButton} data-layer-anchor>
            {s.more}
          </PageLink>
        </div>
        {ranking.showToggle ? (
          <p>
            <a
              href={withParam("rank", other)}
              className={styles.linkButton}
              onClick={(event) => {
                event.preventDefault();
                setWanted(other);
              }}
            >
              {other === "gifts" ? s.toGiftRanking : s.toSubscriberRanking}
            </a>
          </p>
        ) : null}
        <FanList fans={ranking.list} titles="plain" />
      </section>
    </>
  );
}

/** AI intro ↔ profile text; the AI intro first when aiProfileConfYn is Y (001 §4.5). */
function ProfileMessage() {
  const { station } = useStationData();
  const [params] = useSearchParams();
  const withParam = useWithParam();
  const [showAi, setShowAi] = useState(station.aiIntro !== null && params.get("profile") !== "text");
  const base = `/station/${encodeURIComponent(station.userId)}`;
  if (!station.profileText && !station.aiIntro && !station.auth.isOwner) return null;
  return (
    <section className={styles.message} aria-labelledby="st-message">
      <div className={styles.messageHead}>
        <h2 id="st-message">{showAi ? s.aiIntro : s.profileText}</h2>
        {station.auth.isOwner ? (
          <PageLink to={`${base}/setting/basic`} className={styles.linkButton}>
            {s.profileEdit}
          </PageLink>
        ) : null}
      </div>
      <p>{showAi ? station.aiIntro : station.profileText}</p>
      {station.aiIntro !== null ? (
        <a
          href={withParam("profile", showAi ? "text" : "ai")}
          className={styles.linkButton}
          onClick={(event) => {
            event.preventDefault();
            setShowAi(!showAi);
          }}
        >
          {showAi ? s.showProfileText : s.showAiIntro}
        </a>
      ) : null}
    </section>
  );
}

/** Favourite (removal asks first, 001 §4.4) and push, both form posts that come back here; `only` renders
 * one of them (a phone has the favourite in its header row, the push among the other actions). */
function FollowButtons({ only }: { only?: "favourite" | "push" }) {
  const { station, viewerId } = useStationData();
  const here = useHere();
  const withParam = useWithParam();
  const [params] = useSearchParams();
  const [confirming, setConfirming] = useState(params.get("confirm") === "unfavorite");
  const { auth, userId } = station;
  // The question is answered once the favourite is gone: adding it again must not bring the question back.
  if (confirming && !auth.isFavorite) setConfirming(false);
  const favouriteForm = (intent: "add" | "remove", label: ReactNode, className: string) => (
    <StreamerActionForm action="/resources/favorite" streamerId={userId} returnTo={here}>
      <button type="submit" name="intent" value={intent} className={className} aria-pressed={intent === "remove" ? true : undefined}>
        {label}
      </button>
    </StreamerActionForm>
  );
  const favourite = only !== "push";
  const push = only !== "favourite";
  return (
    <>
      {!favourite ? null : auth.isFavorite ? (
        <a
          href={withParam("confirm", "unfavorite")}
          className={styles.button}
          onClick={(event) => {
            event.preventDefault();
            setConfirming(true);
          }}
        >
          <Icon name="star-filled" /> {s.favouriteOn}
        </a>
      ) : (
        favouriteForm(
          "add",
          <>
            <Icon name="star" /> {s.favourite}
          </>,
          styles.button,
        )
      )}
      {!push ? null : viewerId ? (
        <StreamerActionForm action="/resources/station" streamerId={userId} returnTo={here}>
          <button
            type="submit"
            name="intent"
            value={auth.isMobilePushEnabled ? "push-off" : "push-on"}
            className={styles.button}
            aria-pressed={auth.isMobilePushEnabled}
          >
            <Icon name={auth.isMobilePushEnabled ? "bell" : "bell-off"} /> {auth.isMobilePushEnabled ? s.pushOff : s.pushOn}
          </button>
        </StreamerActionForm>
      ) : (
        <PageLink to={`/login?returnTo=${encodeURIComponent(here)}`} className={styles.button}>
          <Icon name="bell-off" /> {s.pushOn}
        </PageLink>
      )}
      {favourite && confirming && auth.isFavorite ? (
        <Dialog title={t.favourite.title} closeHref={here} onClose={() => setConfirming(false)}>
          <p>{t.favourite.confirmRemove}</p>
          <div className={styles.twoButtons}>
            <a href={here} className={styles.button} onClick={(event) => (event.preventDefault(), setConfirming(false))}>
              {t.favourite.cancel}
            </a>
            {favouriteForm("remove", t.favourite.confirm, `${styles.buttonPrimary} ${styles.wide}`)}
          </div>
        </Dialog>
      ) : null}
    </>
  );
}

/**
 * Phones: the station's name and its menu in a <details> (the sidebar is pc only), and the sidebar's
 * actions a phone needs: 쪽지 (the mobile note page, 001 §2.14), 즐겨찾기, 알림, 방송국 정보 (the same layer,
 * as a sheet) and 선물하기 (구독, 스티커, 애드벌룬) in a <details>.
 */
/** 선물하기 (001 §2.14): subscription, sticker and ad balloon, in the sidebar and in the phone's menu bar. */
function GiftButtons() {
  const { popups, viewerId } = useStationData();
  return (
    <>
      <SubscribeButton />
      <PopupLink href={popups.sticker} name="sticker" size={popups.stickerSize} signedIn={Boolean(viewerId)} className={styles.button}>
        {s.sticker}
      </PopupLink>
      <PopupLink href={popups.adBalloon} name="adballoon" size={{ width: 508, height: 636 }} signedIn={Boolean(viewerId)} className={styles.button}>
        {s.adBalloon}
      </PopupLink>
    </>
  );
}

/** The station menu as the phone's bar and the sidebar both show it (its actions aside). */
function useStationMenu() {
  const { station, sidebar, prefs, popups } = useStationData();
  return { streamerId: station.userId, boards: sidebar.boards, flags: sidebar.flags, auth: station.auth, boardsOpen: prefs.boardsOpen, links: popups };
}

export function MobileBar() {
  const { station, popups, viewerId } = useStationData();
  const menu = useStationMenu();
  const withParam = useWithParam();
  const { auth } = station;
  // A compact header: the picture, the name, 즐겨찾기 and the menu on one row, the other actions
  // on one row of whole buttons below.
  return (
    <div className={styles.mobileBar} data-testid="station-mobile-actions">
      <div className={styles.mobileHead}>
        <PageLink to={`/station/${encodeURIComponent(station.userId)}`} className={styles.mobileProfile}>
          {station.profileImageUrl ? <img src={station.profileImageUrl} alt="" width={36} height={36} className={styles.avatar} /> : null}
          <span className={styles.nick}>{station.nickname}</span>
        </PageLink>
        {!auth.isOwner ? (
          <div className={styles.mobileFollow}>
            <FollowButtons only="favourite" />
          </div>
        ) : null}
        <details className={styles.mobileMenuToggle}>
          <summary>{t.menu.openMenu}</summary>
          <div className={styles.mobileMenu}>
            <StationMenu {...menu} actions={{ write: Boolean(viewerId), calendar: true }} />
          </div>
        </details>
      </div>
      <div className={styles.mobileActions}>
        {!auth.isOwner ? (
          <PopupLink href={popups.note} name="note" size={popups.noteSize} signedIn={Boolean(viewerId)} className={styles.button}>
            <Icon name="mail" /> {s.note}
          </PopupLink>
        ) : null}
        {!auth.isOwner ? <FollowButtons only="push" /> : null}
        <PageLink to={withParam("layer", "info")} preventScrollReset className={styles.button}>
          {s.info}
        </PageLink>
        {!auth.isOwner ? (
          <details className={styles.mobileGifts}>
            <summary className={styles.button}>{s.gift}</summary>
            <div className={styles.mobileGiftList}>
              <GiftButtons />
            </div>
          </details>
        ) : null}
      </div>
    </div>
  );
}

export function StationSidebar({ contracted, onFold }: { contracted: boolean; onFold: (next: boolean) => void }) {
  const { station, popups, viewerId } = useStationData();
  const menu = useStationMenu();
  const config = useLinkConfig();
  const withParam = useWithParam();
  const writeHref = useWriteHref();
  const base = `/station/${encodeURIComponent(station.userId)}`;
  const fold = (
    <PrefToggle
      intent="fold"
      cookie="stationSidebarFold"
      on={contracted}
      onChange={onFold}
      className={styles.linkButton}
      label={contracted ? s.expand : s.contract}
    />
  );
  const avatar = (size: number) => (
    <PageLink to={base} aria-label={t.a11y.profile(station.nickname)}>
      {station.profileImageUrl ? <img src={station.profileImageUrl} alt="" width={size} height={size} className={styles.avatar} /> : <Icon name="user" />}
    </PageLink>
  );
  if (contracted) {
    return (
      <aside className={`${styles.sidebar} ${styles.compact}`} aria-label={t.a11y.sidebar}>
        {avatar(44)}
        <nav aria-label={t.a11y.stationMenu}>
          <ul className={styles.menu}>
            {viewerId ? (
              <li>
                <PageLink to={writeHref}>{t.menu.write}</PageLink>
              </li>
            ) : null}
            <li>
              <PageLink to={`${base}/calendar`}>{t.menu.calendar}</PageLink>
            </li>
            <li>
              <PageLink to={`${base}/board`}>{t.menu.boards}</PageLink>
            </li>
          </ul>
        </nav>
        {fold}
      </aside>
    );
  }
  const badges = visibleBadges(station.badges);
  const { auth } = station;
  return (
    <aside className={styles.sidebar} aria-label={t.a11y.sidebar}>
      <section className={styles.profile}>
        {avatar(72)}
        <p className={styles.nick}>{station.nickname}</p>
        {station.name ? <p className={styles.stationName}>{station.name}</p> : null}
        {badges.length ? (
          <ul className={styles.badges} aria-label={t.a11y.badges}>
            {badges.map((badge) => (
              <li
                key={badge.groupNo}
                className={`${styles.badge} ${badge.className}`}
                style={badge.backgroundColor ? { background: badge.backgroundColor } : undefined}
              >
                {badge.name}
              </li>
            ))}
          </ul>
        ) : null}
        {station.live ? (
          <a className={styles.liveLink} href={links.livePlayer(config, station.userId, station.live.broadNo)}>
            <span className={styles.liveDot} aria-hidden="true" />
            {s.live} · {s.viewers(abbreviateCount(station.live.viewers))}
          </a>
        ) : null}
        <div className={styles.actions}>
          {!auth.isOwner ? (
            <PopupLink href={popups.note} name="note" size={popups.noteSize} signedIn={Boolean(viewerId)} className={styles.button}>
              <Icon name="mail" /> {s.note}
            </PopupLink>
          ) : null}
          {!auth.isOwner ? <FollowButtons /> : null}
          <PageLink to={withParam("layer", "info")} preventScrollReset className={styles.button} data-layer-anchor>
            {s.info}
          </PageLink>
        </div>
      </section>
      {/* 글쓰기 for members only; the menu below does not list these two again. */}
      <div className={styles.twoButtons}>
        {viewerId ? (
          <PageLink to={writeHref} className={styles.buttonPrimary}>
            {s.write}
          </PageLink>
        ) : null}
        <PageLink to={`${base}/calendar`} className={styles.button}>
          {s.calendar}
        </PageLink>
      </div>
      {/* The boards come first: the menu is what a visitor looks for, the fan lists can wait. */}
      <StationMenu {...menu} actions={{ write: false, calendar: false }} />
      <ProfileMessage />
      {!auth.isOwner ? (
        <section aria-labelledby="st-gift">
          <h2 id="st-gift">{s.gift}</h2>
          <div className={styles.actions}>
            <GiftButtons />
          </div>
        </section>
      ) : null}
      <Rankings />
      {auth.isOwner || auth.isManager ? (
        <PageLink to={`${base}/setting`} className={`${styles.button} ${styles.wide}`}>
          {s.manage}
        </PageLink>
      ) : null}
      {fold}
    </aside>
  );
}
