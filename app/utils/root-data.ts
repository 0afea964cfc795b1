// Typed access to the root loader's data from any component.
import { useRouteLoaderData } from "@remix-run/react";
import type { HeldSubmission } from "~/domain/submission";
import type { Theme } from "~/domain/theme";
import type { Toast } from "~/domain/toast";
import type { Viewer } from "~/domain/viewer";
import type { LinkConfig } from "./links";
import type { ClientKind } from "./webview";

/** What the root loader (utils/root.server.ts) sends to every page. */
export type RootData = {
  product: { name: string; logoText: string };
  viewer: Viewer | null;
  toast: Toast | null;
  client: ClientKind;
  links: LinkConfig;
  /** The server's render time. */
  now: number;
  /** The device's colour theme (the theme cookie), written on <html data-theme>. */
  theme: Theme;
  /** When the dark palette (styles/dark.css) applies: its stylesheet's media, or null for never. */
  darkMedia: string | null;
  /** The side bar, as HTML (utils/side-bar.server.tsx): a member's followed channels, a guest's recommended live
   * broadcasts; null where none shows. */
  sideBar: string | null;
  /** The key every form of this render sends (components/forms/SubmissionKey.tsx); a member's only: a guest's
   * forms change nothing that a repeat could store twice, and a guest's page is one for every guest (cached). */
  submissionKey: string | null;
  /** The form this request's post (a whole page's, no JS) was held with, as it was sent (utils/submission.server.ts,
   * heldForm): the page's error boundary draws it when the page around it cannot be read. Absent otherwise. */
  held?: HeldSubmission;
};

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root") ?? undefined;
}

/** Link configuration for the external destination builders (utils/links). */
export function useLinkConfig(): LinkConfig {
  const data = useRootData();
  return data?.links ?? { play: "", vod: "", station: "", loginUrl: "", appScheme: "", isApp: false, origin: "" };
}

export function useViewer() {
  return useRootData()?.viewer ?? null;
}

/** The server's render time, so relative dates read the same on the server and after hydration. */
export function useNow(): number {
  return useRootData()?.now ?? Date.now();
}
