// The floating AI assistant (001 §2.15, §4.8, §7.10): hidden icon (toggle off) ↔ floating icon ↔ open
// panel embedding the assistant's page. Without JS the icon is a link to ?assistant=open (the server
// renders the panel), the panel's close is a link back, and the toggle is a form. With JS the panel opens
// in place, the icon can be dragged and snaps to an edge, and the page's messages are obeyed, only when
// they come from the page's own origin.
import { useFetcher, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState, type CSSProperties, type PointerEvent as ReactPointerEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useToast } from "~/components/toast/ToastProvider";
import {
  HEIGHT_MESSAGE_TYPE,
  iconPixels,
  navigateTarget,
  OPEN_PARAM,
  PANEL_HEIGHT_INITIAL,
  parseAssistantMessage,
  requestedPanelHeight,
  snapSide,
  snapTop,
  type AssistantMessage,
  type AssistantView,
  type Side,
} from "~/domain/assistant";
import { assistant as t } from "~/i18n/ko/assistant";
import { openExternal } from "~/utils/app-bridge-external";
import { links } from "~/utils/links";
import { useLinkConfig, useRootData } from "~/utils/root-data";
import styles from "./assistant.module.css";

const ACTION = "/resources/assistant";
/** The theme the page is shown in (the device's choice on <html>, else the system's), for the assistant's page. */
const shownTheme = () => {
  const chosen = document.documentElement.dataset.theme;
  return chosen === "dark" || (chosen !== "light" && matchMedia("(prefers-color-scheme: dark)").matches) ? "dark" : "light";
};
/** Pointer travel (px) before a press on the icon counts as a drag rather than a click. */
const DRAG_THRESHOLD = 5;

function hrefWith(pathname: string, search: string, open: boolean): string {
  const params = new URLSearchParams(search);
  if (open) params.set(OPEN_PARAM, "open");
  else params.delete(OPEN_PARAM);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export function Assistant({ view }: { view: AssistantView }) {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const toast = useToast();
  const linkConfig = useLinkConfig();
  const platform = useRootData()?.client.platform ?? "web";
  const toggle = useFetcher();
  const sizer = useFetcher();

  const [open, setOpen] = useState(view.open);
  const [persona, setPersona] = useState(view.persona);
  const [size, setSize] = useState(view.size);
  const [height, setHeight] = useState(PANEL_HEIGHT_INITIAL);
  const [side, setSide] = useState<Side>("right");
  const [top, setTop] = useState<number | null>(null);
  const [dragAt, setDragAt] = useState<{ x: number; y: number } | null>(null);
  const [removed, setRemoved] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const closeLink = useRef<HTMLAnchorElement>(null);
  const iconLink = useRef<HTMLAnchorElement>(null);
  const drag = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  const dragged = useRef(false);

  // The panel closes on route change (001 §4.8); revalidations keep the same location key.
  const firstKey = useRef(location.key);
  useEffect(() => {
    if (location.key !== firstKey.current) setOpen(false);
  }, [location.key]);

  // Focus follows the panel: into it when it opens, back to the icon when it closes from inside (a
  // navigation that closes it keeps its own focus).
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current === open) return;
    wasOpen.current = open;
    if (open) closeLink.current?.focus();
    else if (document.activeElement === document.body) iconLink.current?.focus();
  }, [open]);

  // A closed panel leaves no ?assistant=open in the address (a shared link, the icon tapped before the scripts
  // ran, or a later navigation that carried the router's copy of it), or a reload would open it again. Not a
  // navigation: the page's data stays as it is, and the router keeps its own state in the entry.
  useEffect(() => {
    if (open) return;
    const url = new URL(window.location.href);
    if (!url.searchParams.has(OPEN_PARAM)) return;
    url.searchParams.delete(OPEN_PARAM);
    window.history.replaceState(window.history.state, "", url);
  }, [open, location.key]);

  const post = (message: Record<string, unknown>) => frame.current?.contentWindow?.postMessage(message, view.pageOrigin);
  const sendState = () => {
    post({ type: "theme", value: shownTheme() });
    post({ type: HEIGHT_MESSAGE_TYPE, value: height });
  };
  // A panel in the server's HTML (?assistant=open) may have loaded before hydration: tell it now.
  useEffect(() => {
    if (view.open) sendState();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on mount only
  }, []);
  useEffect(() => {
    if (open) post({ type: HEIGHT_MESSAGE_TYPE, value: height });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new height is news for the page
  }, [height]);

  function obey(message: AssistantMessage) {
    switch (message.type) {
      case "CLOSE_WEBVIEW":
        return setOpen(false);
      case "WATCH_LIVE":
        return window.location.assign(links.livePlayer(linkConfig, message.streamerId, message.broadNo));
      case "WATCH_VOD":
        return window.location.assign(links.vodPlayer(linkConfig, message.titleNo));
      case "WATCH_CATCH":
        return window.location.assign(links.catchPlayer(linkConfig, [message.titleNo], 0));
      case "NAVIGATE_BROWSER": {
        const allowed = [linkConfig.play, linkConfig.vod, linkConfig.station].filter((url) => URL.canParse(url)).map((url) => new URL(url).origin);
        const target = navigateTarget(message.url, window.location.origin, allowed);
        if (target?.kind === "internal") navigate(target.path);
        else if (target) openExternal(platform, target.url);
        return;
      }
      case "THROW_TOAST":
        return toast.show({ message: message.msg });
      case "REMOVE_TOKEN":
        setRemoved(true);
        return toggle.submit({ intent: "remove-token" }, { method: "post", action: ACTION });
      case "UPDATE_PERSONA":
        return setPersona(message.persona);
      case "SETTING_HEIGHT":
        return setHeight(requestedPanelHeight(message.height, window.innerHeight));
      case "CHANG_FLOATING_PERSONA_SIZE":
        setSize(message.size);
        return sizer.submit({ intent: "size", size: message.size }, { method: "post", action: ACTION });
      case "PAGE_CHANGE":
        return sendState();
    }
  }
  const obeyRef = useRef(obey);
  obeyRef.current = obey;

  useEffect(() => {
    if (!open) return;
    const onMessage = (event: MessageEvent) => {
      // Only the assistant's own page may steer the portal (001 §5).
      if (event.origin !== view.pageOrigin) return;
      const message = parseAssistantMessage(event.data);
      if (message) obeyRef.current(message);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    window.addEventListener("message", onMessage);
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("message", onMessage);
      window.removeEventListener("keydown", onKey);
    };
  }, [open, view.pageOrigin]);

  const turningOff = toggle.formData?.get("intent") === "off";
  const turningOn = toggle.formData?.get("intent") === "on";
  const enabled = (view.enabled || turningOn) && !turningOff;
  if (removed) return null;

  const returnTo = hydrated ? null : <input type="hidden" name="returnTo" value={hrefWith(location.pathname, location.search, false)} />;

  if (!enabled) {
    return (
      <toggle.Form method="post" action={ACTION} className={styles.hidden} data-discover="true">
        <input type="hidden" name="intent" value="on" />
        {returnTo}
        <button type="submit" className={styles.turnOn}>
          {t.turnOn}
        </button>
      </toggle.Form>
    );
  }

  // While dragged the icon follows the pointer; once dropped it keeps its top at the snapped edge.
  const half = dragAt ? iconPixels(size, window.innerWidth) / 2 : 0;
  const placement: CSSProperties | undefined = dragAt
    ? { left: dragAt.x - half, top: dragAt.y - half, right: "auto", bottom: "auto" }
    : top !== null
      ? { top, bottom: "auto" }
      : undefined;

  function onPointerDown(event: ReactPointerEvent<HTMLAnchorElement>) {
    if (event.button !== 0) return;
    drag.current = { x: event.clientX, y: event.clientY, moved: false };
    event.currentTarget.setPointerCapture(event.pointerId);
  }
  function onPointerMove(event: ReactPointerEvent<HTMLAnchorElement>) {
    const start = drag.current;
    if (!start) return;
    if (!start.moved && Math.hypot(event.clientX - start.x, event.clientY - start.y) < DRAG_THRESHOLD) return;
    start.moved = true;
    setDragAt({ x: event.clientX, y: event.clientY });
  }
  function onPointerUp(event: ReactPointerEvent<HTMLAnchorElement>) {
    const start = drag.current;
    drag.current = null;
    if (!start?.moved) return;
    dragged.current = true;
    setSide(snapSide(event.clientX, window.innerWidth));
    setTop(snapTop(event.clientY, iconPixels(size, window.innerWidth), window.innerHeight));
    setDragAt(null);
  }

  return (
    <>
      {open ? (
        <section
          className={styles.panel}
          data-side={side}
          aria-label={t.panel(persona.streamerNick)}
          data-testid="assistant-panel"
          style={{ "--panel-height": `${height}px` } as CSSProperties}
        >
          <header className={styles.panelHeader}>
            {persona.streamerProfile ? <img className={styles.panelAvatar} src={persona.streamerProfile} alt="" width={32} height={32} /> : null}
            <h2 className={styles.panelTitle}>{t.panel(persona.streamerNick)}</h2>
            <a
              ref={closeLink}
              className={styles.panelClose}
              href={hrefWith(location.pathname, location.search, false)}
              onClick={(event) => {
                event.preventDefault();
                setOpen(false);
              }}
            >
              {t.closePanel}
            </a>
          </header>
          <iframe ref={frame} className={styles.frame} src={view.pageUrl} title={t.frameTitle} onLoad={sendState} />
        </section>
      ) : (
        <div className={styles.dock} data-side={side} data-size={size} data-dragging={dragAt ? "" : undefined} data-testid="assistant-dock" style={placement}>
          <a
            ref={iconLink}
            className={styles.icon}
            href={hrefWith(location.pathname, location.search, true)}
            title={t.open(persona.streamerNick)}
            draggable={false}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              drag.current = null;
              setDragAt(null);
            }}
            onClick={(event) => {
              event.preventDefault();
              if (dragged.current) dragged.current = false;
              else setOpen(true);
            }}
          >
            <span className={styles.ring} aria-hidden="true" />
            {persona.streamerProfile ? <img className={styles.avatar} src={persona.streamerProfile} alt="" draggable={false} /> : null}
            <span className="visually-hidden">{t.open(persona.streamerNick)}</span>
          </a>
          {/* Named on the screen too: beside the picture on a phone, a tooltip's words on a desktop. */}
          <span className={styles.label} aria-hidden="true">
            {t.label}
          </span>
          <toggle.Form method="post" action={ACTION} className={styles.closeForm} data-discover="true">
            <input type="hidden" name="intent" value="off" />
            {returnTo}
            <button type="submit" className={styles.close} aria-label={t.turnOff}>
              <svg className="icon" aria-hidden>
                <use href="/icons.svg#close" />
              </svg>
            </button>
          </toggle.Form>
        </div>
      )}
    </>
  );
}
