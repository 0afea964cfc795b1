// Windows opened from a station (001 §2.14): a sized popup with JS ('차단된 팝업을 허용해주세요.' when
// the browser blocks it), a plain link in a new tab without JS; inside the app a plain link to the app's own browser
// (the layout's loader makes the address one: a webview has no windows, issue 72). Guests are asked to log in first
// (001 §5).
import type { ReactNode } from "react";
import { stationLayout as t } from "~/i18n/ko/station/layout";
import { useLinkConfig } from "~/utils/root-data";
import { useToast } from "../toast/ToastProvider";
import { loginHref, useHere } from "./useStation";

export type PopupSize = { width: number; height: number } | null;

/** Opens a sized window; false when the browser blocked it (a toast then says so). */
export function useOpenPopup() {
  const toast = useToast();
  return (href: string, name: string, size: PopupSize) => {
    const opened = window.open(href, name, size ? `width=${size.width},height=${size.height},scrollbars=yes` : "");
    if (!opened) toast.show({ message: t.popups.blocked, kind: "error" });
    return Boolean(opened);
  };
}

type Props = { href: string; name: string; size: PopupSize; signedIn: boolean; className?: string; children: ReactNode };

export function PopupLink({ href, name, size, signedIn, className, children }: Props) {
  const open = useOpenPopup();
  const config = useLinkConfig();
  const login = loginHref(useHere());
  if (!signedIn) {
    return (
      <a
        href={login}
        className={className}
        onClick={(event) => {
          event.preventDefault();
          if (window.confirm(t.popups.loginConfirm)) window.location.assign(login);
        }}
      >
        {children}
      </a>
    );
  }
  if (config.isApp) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className={className}
      onClick={(event) => {
        event.preventDefault();
        open(href, name, size);
      }}
    >
      {children}
    </a>
  );
}
