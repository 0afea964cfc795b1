// The '스트리머 정보' layer (001 §2.11) and the rankings' 'more' popups, opened through ?layer= so that
// only one is open at a time and each works without JS. With JS the layer sits beside the link that
// opened it (top = anchor top − 65, at most window height − 520, 001 §9) and Escape closes it.
import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useLayoutEffect, useRef } from "react";
import { formatCount } from "~/domain/counts";
import type { Dashboard } from "~/domain/station";
import type { Layer } from "~/domain/station-layout";
import { broadcastHours, formatLatestBroadcast, formatOpeningDate } from "~/domain/station-sidebar";
import { common } from "~/i18n/ko/common";
import { stationLayout as t } from "~/i18n/ko/station/layout";
import { Icon } from "../icon/Icon";
import { FanList } from "./StationSidebar";
import styles from "./station.module.css";

const i = t.info;

function InfoFacts({ dashboard }: { dashboard: Dashboard }) {
  const facts: Array<[string, string]> = [
    ...dashboard.ranks.map((rank): [string, string] => [rank.name || i.ranks, i.rankValue(rank.rank)]),
    [i.fans, formatCount(dashboard.fanCount)],
    [i.totalViews, formatCount(dashboard.totalViewCount)],
    [i.okTotal, formatCount(dashboard.okTotal)],
    [i.okToday, formatCount(dashboard.okToday)],
    [i.visitTotal, formatCount(dashboard.visitTotal)],
    [i.visitToday, formatCount(dashboard.visitToday)],
    [
      i.subscribers,
      `${formatCount(dashboard.subscription.total)} (${i.tier1} ${formatCount(dashboard.subscription.tier1)} · ${i.tier2} ${formatCount(dashboard.subscription.tier2)})`,
    ],
    [i.fanclub, formatCount(dashboard.fanclubCount)],
    [i.supporters, formatCount(dashboard.supporterCount)],
    [i.broadcastTime, i.hours(formatCount(broadcastHours(dashboard.totalBroadcastSeconds)))],
    [i.openedAt, formatOpeningDate(dashboard.joinedAt)],
    [i.latestBroadcast, formatLatestBroadcast(dashboard.lastBroadcastAt)],
  ];
  return (
    <>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: "contents" }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {dashboard.links.length ? (
        <>
          <h3>{i.links}</h3>
          <ul className={styles.links}>
            {dashboard.links.map((link) => (
              <li key={`${link.code}-${link.url}`}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {i.linkTypes[link.type]}
                  {link.name ? ` · ${link.name}` : ""}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

export function SidebarLayer({ layer, closeHref }: { layer: Layer; closeHref: string }) {
  const ref = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  useLayoutEffect(() => {
    const anchorTop = Number(window.sessionStorage.getItem("stationLayerTop") ?? Number.NaN);
    if (!Number.isFinite(anchorTop) || !ref.current) return;
    ref.current.style.top = `${Math.max(8, Math.min(anchorTop - 65, window.innerHeight - 520))}px`;
  }, [layer.kind]);
  useEffect(() => {
    ref.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") navigate(closeHref, { preventScrollReset: true, replace: true });
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [closeHref, navigate, layer.kind]);
  const title = layer.kind === "info" ? i.title : t.sidebar.moreTitle[layer.kind];
  return (
    <section ref={ref} className={styles.layer} role="dialog" aria-labelledby="st-layer-title" tabIndex={-1} data-testid="station-layer">
      <div className={styles.layerHead}>
        <h2 id="st-layer-title">{title}</h2>
        <Link to={closeHref} preventScrollReset replace className={styles.close} aria-label={common.layout.close}>
          <Icon name="close" />
        </Link>
      </div>
      {layer.kind === "info" ? (
        layer.dashboard ? (
          <InfoFacts dashboard={layer.dashboard} />
        ) : (
          <p className={styles.empty}>{i.unavailable}</p>
        )
      ) : (
        <FanList fans={layer.fans} titles={layer.kind === "topfans" ? "topfans" : "plain"} />
      )}
    </section>
  );
}
