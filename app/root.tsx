import { cssBundleHref } from "@remix-run/css-bundle";
import { type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { ErrorPage } from "~/components/layout/ErrorPage";
import { PageFrame } from "~/components/layout/PageFrame";
import { ToastProvider } from "~/components/toast/ToastProvider";
import { common } from "~/i18n/ko/common";
import darkStyles from "~/styles/dark.css";
import globalStyles from "~/styles/global.css";
import tokenStyles from "~/styles/tokens.css";
import { markPendingNavigations } from "~/utils/navigation-pending";
import { useNonce } from "~/utils/nonce";
import { useRootData } from "~/utils/root-data";
import { DOCUMENT_VARY, HEAD_SCRIPT, loadRoot, NO_REUSE } from "~/features/layout/root.server";

export const links: LinksFunction = () => [
  // public/favicon.ico: named, so that no browser asks for it in vain first; the manifest
  // (routes/manifest[.]webmanifest) names the home-screen icons. iOS takes /apple-touch-icon.png by its
  // conventional address: a link here would cost every page's JS its bytes.
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "stylesheet", href: tokenStyles },
  { rel: "stylesheet", href: globalStyles },
  ...(cssBundleHref ? [{ rel: "stylesheet", href: cssBundleHref }] : []),
];

export const loader = (args: LoaderFunctionArgs) => loadRoot(args);
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

/** Every page's document headers (pages without their own `headers` inherit these). */
export const headers: HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? NO_REUSE,
  Vary: DOCUMENT_VARY,
});

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (error) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [{ title: notFound ? common.errors.notFoundTitle : common.errors.genericTitle }];
  }
  return [{ title: data?.product.name ?? "" }];
};

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // The device's theme is in the first HTML (the dark palette's media): no page flashes the other one.
  const { theme, darkMedia } = useRootData() ?? {};
  // The page says when React has taken over its HTML (with utils/lazy-hydration.tsx's data-lazy-pending), and
  // from then on shows a navigation under way (the first tap's feedback).
  useEffect(() => {
    document.documentElement.setAttribute("data-hydrated", "");
    return markPendingNavigations(window);
  }, []);
  return (
    <html lang="ko" data-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The re-click throttle (utils/reclick.server.ts), from the first click on, and the page's dialogs modal
            once it is parsed (utils/modal-dialogs.server.ts). The server's render writes them; the browser bundle
            has none of it (server modules), and hydration keeps the script as served. Before the style sheets: an
            inline script after one waits for it, and the page's parsing with it. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: typeof document === "undefined" ? HEAD_SCRIPT : "" }} />
        <Meta />
        <Links />
        {/* No paint before the header is whole: a browser that paints a half-parsed page (a slow phone, a
            slow network) would show the search icon at the right end and move it left when the theme menu
            and the account arrive. Chromium holds its paint until <main>'s start tag, after the header, is
            parsed (PageFrame), not the whole of it (e2e/furniture.spec.ts). */}
        <link rel="expect" href="#main" blocking="render" />
        {darkMedia ? <link rel="stylesheet" href={darkStyles} media={darkMedia} /> : null}
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useRootData();
  return (
    <ToastProvider initial={data?.toast ?? null}>
      <PageFrame>
        <Outlet />
      </PageFrame>
    </ToastProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <ToastProvider initial={null}>
      <PageFrame>
        <ErrorPage kind={notFound ? "notFound" : "generic"} />
      </PageFrame>
    </ToastProvider>
  );
}
