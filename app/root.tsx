import { cssBundleHref } from "@remix-run/css-bundle";
import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { HoneypotProvider } from "remix-utils/honeypot/react";
import { ErrorPage } from "~/components/layout/ErrorPage";
import { PageFrame } from "~/components/layout/PageFrame";
import { ToastProvider } from "~/components/toast/ToastProvider";
import { common } from "~/i18n/ko/common";
import globalStyles from "~/styles/global.css";
import tokenStyles from "~/styles/tokens.css";
import { getViewer } from "~/upstream/auth.server";
import { getConfig } from "~/utils/env.server";
import { getHoneypot } from "~/utils/honeypot.server";
import type { LinkConfig } from "~/utils/links";
import { useNonce } from "~/utils/nonce";
import { useRootData } from "~/utils/root-data";
import { takeToast } from "~/utils/session.server";
import { detectClient } from "~/utils/webview";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: tokenStyles },
  { rel: "stylesheet", href: globalStyles },
  ...(cssBundleHref ? [{ rel: "stylesheet", href: cssBundleHref }] : []),
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const config = getConfig();
  const client = detectClient(request.headers.get("user-agent"), config.appUserAgentPattern);
  const [viewer, { toast, headers }] = await Promise.all([getViewer({ request, context }), takeToast(request)]);
  const linkConfig: LinkConfig = {
    play: config.links.play,
    vod: config.links.vod,
    station: config.links.station,
    loginUrl: config.loginUrl,
    appScheme: config.appScheme,
    isApp: client.isApp,
  };
  return json(
    {
      product: { name: config.productName, logoText: config.logoText },
      viewer,
      toast,
      client,
      links: linkConfig,
      now: Date.now(),
      honeypot: getHoneypot().getInputProps(),
    },
    { headers: headers ?? undefined },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (error) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [{ title: notFound ? common.errors.notFoundTitle : common.errors.genericTitle }];
  }
  return [{ title: data?.product.name ?? "" }];
};

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="ko">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
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
    <HoneypotProvider {...(data?.honeypot ?? {})}>
      <ToastProvider initial={data?.toast ?? null}>
        <PageFrame>
          <Outlet />
        </PageFrame>
      </ToastProvider>
    </HoneypotProvider>
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

