// The top of /live/all and /live/group/{type} (000 §2.6): group tabs (award2024 not among them), the page
// heading, the poster strip and the group banners. No behaviour of its own: the server renders it to
// HTML (features/live/live-html.server.tsx), so its code stays out of the page's JS.
import { LIVE_TABS, liveTabHref, type LivePageData } from "~/domain/live";
import { live } from "~/i18n/ko/live";
import { liveTop } from "~/i18n/ko/live-top";
import { GroupBanners } from "./GroupBanners";
import styles from "./live.module.css";
import { PosterStrip } from "./PosterStrip";

const t = live;

export function LiveHead({ data }: { data: LivePageData }) {
  const tab = data.group;
  return (
    <>
      <nav aria-label={liveTop.tabsLabel} className={styles.tabs}>
        <ul>
          {LIVE_TABS.map((item) => (
            <li key={item}>
              <a href={liveTabHref(item)} aria-current={item === tab ? "page" : undefined}>
                {t.groups[item]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <h1 className="visually-hidden">{t.title(t.groups[tab])}</h1>
      {data.group !== "all" && data.posters.length ? (
        <PosterStrip type={data.group} posters={data.posters} selected={data.selected} adult={data.adult} />
      ) : null}
      {data.banners.length ? <GroupBanners banners={data.banners} /> : null}
    </>
  );
}
