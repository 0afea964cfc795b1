// The floating AI assistant (001 §2.15, §4.8, §7.10, §9): icon sizes, the edge snap, the panel height
// bounds and the messages its embedded page may send. Pure, shared by the server and the browser.
import { mediaUrl } from "./media";

/** Icon sizes in px. 001 §9 gives 150 / 200 / 260, which cover the banner and the cards; a small dock (about
 * 56 px) does not, so the three sizes keep their order at 48 / 56 / 64 (docs/choices.md). The
 * preference is remembered on the device under this cookie. */
export const ICON_SIZES = { small: 48, medium: 56, large: 64 } as const;
export type IconSize = keyof typeof ICON_SIZES;
export const DEFAULT_ICON_SIZE: IconSize = "medium";
export const SIZE_COOKIE = "floating_persona_size";
/** At window widths up to this, 'large' shows as 'medium'. */
export const LARGE_ICON_MAX_NARROW_WIDTH = 1024;

export const EDGE_MARGIN = 30;
export const PANEL_HEIGHT_INITIAL = 750;
export const PANEL_HEIGHT_MIN = 400;
/** Maximum panel height = window height minus this. */
export const PANEL_HEIGHT_WINDOW_GAP = 94;
/** 'default' height = this share of the window height. */
export const PANEL_HEIGHT_DEFAULT_SHARE = 0.6;
/** The icon snaps right when dropped beyond this share of the window width. */
export const SNAP_RIGHT_SHARE = 0.55;

/** The brand name the assistant's own message types carry (height out, page change in). */
export const ASSISTANT_BRAND = "PERSONA";
export const HEIGHT_MESSAGE_TYPE = `${ASSISTANT_BRAND}_HEIGHT`;
export const PAGE_CHANGE_MESSAGE_TYPE = `${ASSISTANT_BRAND}_PAGE_CHANGE`;
/** The panel is open in the server's HTML when the URL carries ?assistant=open (no-JS path). */
export const OPEN_PARAM = "assistant";

export type Persona = { streamerId: string; streamerNick: string; streamerProfile: string };

/** What the home page needs to show the assistant (null: no token, nothing shown). */
export type AssistantView = {
  persona: Persona;
  hasChatHistory: boolean;
  /** Toggle on: the floating icon; off: the hidden-icon state. */
  enabled: boolean;
  size: IconSize;
  /** The embedded page with ?token=&streamer_id=&has_chat_history=. */
  pageUrl: string;
  /** Messages are accepted only from this origin (001 §5). */
  pageOrigin: string;
  /** Opened by the URL (no-JS path). */
  open: boolean;
};

export function parseIconSize(value: unknown): IconSize | null {
  return value === "small" || value === "medium" || value === "large" ? value : null;
}

/** The size shown at a window width: large becomes medium at 1024 px or less. */
export function effectiveIconSize(size: IconSize, windowWidth: number): IconSize {
  return size === "large" && windowWidth <= LARGE_ICON_MAX_NARROW_WIDTH ? "medium" : size;
}

export function iconPixels(size: IconSize, windowWidth: number): number {
  return ICON_SIZES[effectiveIconSize(size, windowWidth)];
}

export type Side = "left" | "right";

/** The edge a dropped icon snaps to: right when the drop point is beyond 55 % of the width. */
export function snapSide(dropX: number, windowWidth: number): Side {
  return dropX > windowWidth * SNAP_RIGHT_SHARE ? "right" : "left";
}

/** The icon's top after a drop: centred on the pointer, kept inside the window by the edge margin. */
export function snapTop(dropY: number, iconPx: number, windowHeight: number): number {
  const max = Math.max(EDGE_MARGIN, windowHeight - iconPx - EDGE_MARGIN);
  return Math.round(Math.min(max, Math.max(EDGE_MARGIN, dropY - iconPx / 2)));
}

export function maxPanelHeight(windowHeight: number): number {
  return windowHeight - PANEL_HEIGHT_WINDOW_GAP;
}

/** A height within the bounds: at least 400, at most the window height minus 94 (the minimum wins). */
export function clampPanelHeight(height: number, windowHeight: number): number {
  return Math.round(Math.max(PANEL_HEIGHT_MIN, Math.min(height, maxPanelHeight(windowHeight))));
}

/** SETTING_HEIGHT's value: a number of px or 'default' (60 % of the window), within the bounds. */
export function requestedPanelHeight(value: number | "default", windowHeight: number): number {
  return clampPanelHeight(value === "default" ? windowHeight * PANEL_HEIGHT_DEFAULT_SHARE : value, windowHeight);
}

/** The embedded page's address (001 §2.15). */
export function assistantPageUrl(base: string, token: string, persona: Persona, hasChatHistory: boolean): string {
  const url = new URL(base.endsWith("/") ? base : `${base}/`);
  url.searchParams.set("token", token);
  url.searchParams.set("streamer_id", persona.streamerId);
  url.searchParams.set("has_chat_history", String(hasChatHistory));
  return url.toString();
}

/** Messages the embedded page sends (001 §7.10), validated: anything else is null and ignored. */
export type AssistantMessage =
  | { type: "CLOSE_WEBVIEW" }
  | { type: "WATCH_LIVE"; streamerId: string; broadNo: string }
  | { type: "WATCH_VOD"; titleNo: string }
  | { type: "WATCH_CATCH"; titleNo: string }
  | { type: "NAVIGATE_BROWSER"; url: string }
  | { type: "THROW_TOAST"; msg: string }
  | { type: "REMOVE_TOKEN" }
  | { type: "UPDATE_PERSONA"; persona: Persona }
  | { type: "SETTING_HEIGHT"; height: number | "default" }
  | { type: "CHANG_FLOATING_PERSONA_SIZE"; size: IconSize }
  | { type: "PAGE_CHANGE" };

const ID = /^[\w.-]{1,40}$/;
const NUMBER_ID = /^\d{1,20}$/;
/** Toasts are short; a longer text is cut rather than covering the page. */
export const TOAST_MAX_LENGTH = 200;

function text(value: unknown): string | null {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return typeof value === "string" ? value.trim() : null;
}

function id(value: unknown, pattern: RegExp): string | null {
  const read = text(value);
  return read !== null && pattern.test(read) ? read : null;
}

function objectOf(data: unknown): Record<string, unknown> | null {
  let value = data;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** Reads one message (an object, or the same as a JSON string); null when it is unknown or malformed. */
export function parseAssistantMessage(data: unknown): AssistantMessage | null {
  const message = objectOf(data);
  if (!message || typeof message.type !== "string") return null;
  switch (message.type) {
    case "CLOSE_WEBVIEW":
    case "REMOVE_TOKEN":
      return { type: message.type };
    case PAGE_CHANGE_MESSAGE_TYPE:
      return { type: "PAGE_CHANGE" };
    case "WATCH_LIVE": {
      const streamerId = id(message.streamer_id, ID);
      const broadNo = id(message.broad_no, NUMBER_ID);
      return streamerId && broadNo ? { type: "WATCH_LIVE", streamerId, broadNo } : null;
    }
    case "WATCH_VOD":
    case "WATCH_CATCH": {
      const titleNo = id(message.title_no, NUMBER_ID);
      return titleNo ? { type: message.type, titleNo } : null;
    }
    case "NAVIGATE_BROWSER": {
      const url = text(message.url);
      return url ? { type: "NAVIGATE_BROWSER", url } : null;
    }
    case "THROW_TOAST": {
      const msg = text(message.msg);
      return msg ? { type: "THROW_TOAST", msg: msg.slice(0, TOAST_MAX_LENGTH) } : null;
    }
    case "UPDATE_PERSONA": {
      const streamerId = id(message.streamer_id, ID);
      const streamerNick = text(message.streamer_nick)?.slice(0, 60) ?? "";
      const streamerProfile = mediaUrl(message.streamer_profile);
      return streamerId && streamerNick && streamerProfile ? { type: "UPDATE_PERSONA", persona: { streamerId, streamerNick, streamerProfile } } : null;
    }
    case "SETTING_HEIGHT": {
      if (message.height === "default") return { type: "SETTING_HEIGHT", height: "default" };
      const height = Number(message.height);
      return message.height !== "" && message.height !== null && Number.isFinite(height) && height > 0 ? { type: "SETTING_HEIGHT", height } : null;
    }
    case "CHANG_FLOATING_PERSONA_SIZE": {
      const size = parseIconSize(message.size);
      return size ? { type: "CHANG_FLOATING_PERSONA_SIZE", size } : null;
    }
    default:
      return null;
  }
}

export type NavigateTarget = { kind: "internal"; path: string } | { kind: "external"; url: string };

/**
 * Where NAVIGATE_BROWSER may go: a path of this portal (relative or on its origin), or a page on one of
 * the configured link hosts (players, stations). Anything else (other sites, javascript:, data:) is null.
 */
export function navigateTarget(url: string, portalOrigin: string, allowedOrigins: string[]): NavigateTarget | null {
  if (/[\u0000-\u001f\u007f\\]/.test(url)) return null;
  if (!URL.canParse(url, portalOrigin)) return null;
  const target = new URL(url, portalOrigin);
  if (target.protocol !== "http:" && target.protocol !== "https:") return null;
  if (target.origin === portalOrigin) return { kind: "internal", path: `${target.pathname}${target.search}${target.hash}` };
  return allowedOrigins.includes(target.origin) ? { kind: "external", url: target.toString() } : null;
}
