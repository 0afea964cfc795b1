// The station's left menu (001 §2.12): 글쓰기, 캘린더, VOD, the collapsible boards (remembered in the
// stationSubMenuToggle cookie; '전체 게시판' first, 106 lines, 107 groups, 101 guestbook), Catch, the
// store when enabled, and the owner's external program links when enabled.
import { useId, useState, type ReactNode } from "react";
import { boardPath, type MenuBoard, type StationAuth, type StationBoard, type StationMenuFlags } from "~/domain/station";
import { boardMenu, ownerLinks } from "~/domain/station-sidebar";
import { stationLayout as t } from "~/i18n/ko/station/layout";
import { Icon } from "../icon/Icon";
import { PageNavLink } from "../links/PageLink";
import styles from "./station.module.css";
import { useViewer } from "~/utils/root-data";
import { useHere, useWriteHref } from "./useStation";

type Props = {
  streamerId: string;
  boards: StationBoard[];
  flags: StationMenuFlags;
  auth: StationAuth;
  boardsOpen: boolean;
  links: { store: string; supporters: string; best: string; partner: string };
  /** Whether the menu lists 글쓰기 and 캘린더: not where buttons of theirs stand above it (the sidebar's), and
   * 글쓰기 only for a member (a guest was offered it, and the sidebar listed both twice). */
  actions?: { write: boolean; calendar: boolean };
};

const YEAR = 60 * 60 * 24 * 365;

/** A remembered on/off choice: a form post without JS, a cookie written in place with JS. */
export function PrefToggle({
  intent,
  cookie,
  on,
  onChange,
  className,
  label,
  controls,
}: {
  intent: "boards" | "fold";
  cookie: string;
  on: boolean;
  onChange: (next: boolean) => void;
  className: string;
  label: ReactNode;
  controls?: string;
}) {
  const returnTo = useHere(intent === "fold" ? ["layer", "confirm"] : []);
  return (
    <form
      method="post"
      action="/resources/station"
      onSubmit={(event) => {
        event.preventDefault();
        document.cookie = `${cookie}=${on ? "N" : "Y"}; Path=/; Max-Age=${YEAR}; SameSite=Lax`;
        onChange(!on);
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="on" value={on ? "N" : "Y"} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" className={className} aria-expanded={intent === "boards" ? on : undefined} aria-controls={controls}>
        {label}
      </button>
    </form>
  );
}

export function StationMenu({ streamerId, boards, flags, auth, boardsOpen, links, actions = { write: true, calendar: true } }: Props) {
  const [open, setOpen] = useState(boardsOpen);
  const listId = useId();
  const writeHref = useWriteHref();
  const base = `/station/${encodeURIComponent(streamerId)}`;
  const viewer = useViewer();
  const board = (item: MenuBoard) => {
    const name = item.isGuest && !item.name ? t.menu.guestbook : item.name;
    // A board this viewer cannot open is named, locked, never a link that ends in a refusal (001 §6).
    return (
      <li key={item.bbsNo}>
        {item.locked ? (
          <span className={styles.lockedBoard} data-locked={item.locked}>
            {name} <Icon name="lock" />
            <span className="visually-hidden"> {t.menu.locked}</span>
          </span>
        ) : (
          <PageNavLink to={boardPath(streamerId, item)}>{name}</PageNavLink>
        )}
      </li>
    );
  };
  return (
    <nav className={styles.menu} aria-label={t.a11y.stationMenu}>
      <ul>
        {actions.write ? (
          <li>
            <PageNavLink to={writeHref}>{t.menu.write}</PageNavLink>
          </li>
        ) : null}
        {actions.calendar ? (
          <li>
            <PageNavLink to={`${base}/calendar`}>{t.menu.calendar}</PageNavLink>
          </li>
        ) : null}
        <li>
          <PageNavLink to={`${base}/vod`}>{t.menu.vod}</PageNavLink>
        </li>
        <li>
          <PrefToggle
            intent="boards"
            cookie="stationSubMenuToggle"
            on={open}
            onChange={setOpen}
            className={styles.menuToggle}
            controls={listId}
            label={
              <>
                {t.menu.boards} <Icon name={open ? "chevron-up" : "chevron-down"} />
              </>
            }
          />
          {open ? (
            <ul id={listId} className={styles.boards}>
              <li>
                <PageNavLink to={`${base}/board`} end>
                  {t.menu.allBoards}
                </PageNavLink>
              </li>
              {boardMenu(boards, { signedIn: Boolean(viewer), ...auth }).map((entry) =>
                entry.kind === "line" ? (
                  <li key={entry.key} aria-hidden="true">
                    <hr className={styles.line} />
                  </li>
                ) : entry.kind === "group" ? (
                  <li key={entry.key}>
                    <span className={styles.groupTitle}>{entry.name}</span>
                    <ul>{entry.boards.map(board)}</ul>
                  </li>
                ) : (
                  board(entry)
                ),
              )}
            </ul>
          ) : null}
        </li>
        <li>
          <PageNavLink to={`${base}/catch`}>{t.menu.catch}</PageNavLink>
        </li>
        {flags.store ? (
          <li>
            <PageNavLink to={`${base}/store`}>{t.menu.store}</PageNavLink>
          </li>
        ) : null}
        {ownerLinks(flags, auth).map((key) => (
          <li key={key}>
            <a href={links[key]} target="_blank" rel="noopener" className={styles.external}>
              {t.menu[key]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
