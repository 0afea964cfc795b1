// Which picture a card shows (000 §2.9): the placeholder of its type, the default when there is none or
// it failed, else the image. A rule of its own, so that plain images and the server use it too.
import type { ThumbnailType } from "./cards";

const PLACEHOLDER: Record<ThumbnailType, string> = {
  ADULT: "/images/thumb-adult.svg",
  ADULT_LOCK: "/images/thumb-adult-lock.svg",
  LOCK: "/images/thumb-lock.svg",
  DELETE: "/images/thumb-delete.svg",
};
export const DEFAULT_THUMBNAIL = "/images/thumb-default.svg";

export function thumbnailSrc(src: string | null, type: ThumbnailType | null, failed = false): string {
  return type ? PLACEHOLDER[type] : failed || !src ? DEFAULT_THUMBNAIL : src;
}
