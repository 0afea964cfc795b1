// Loader of /help/form-download/{hwp|docx}: the app-version check, then the form file streamed from the help host.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { fetchFormFile, FORM_FILE_NAMES } from "~/upstream/clients/help.server";
import { common } from "~/i18n/ko/common";
import { getConfig } from "~/utils/env.server";
import { plainErrorResponse } from "~/utils/plain-page.server";
import { APP_VERSION, detectClient, versionAtLeast } from "~/utils/webview";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const kind = params.kind;
  if (kind !== "hwp" && kind !== "docx") throw plainErrorResponse(404, common.errors.notFoundTitle);
  const client = detectClient(request.headers.get("user-agent"), getConfig().appUserAgentPattern);
  if (client.isApp && !versionAtLeast(client.appVersion, APP_VERSION.formDownload)) return redirect("/help/report/illegal?dialog=update");
  const upstream = await fetchFormFile({ request, context }, kind);
  // A resource route has no error boundary: the portal's plain page, in Korean (002 §2.18's outage text).
  if (upstream === "missing") throw plainErrorResponse(404, common.errors.notFoundTitle);
  if (!upstream?.body) throw plainErrorResponse(503);
  return new Response(upstream.body, {
    headers: {
      "Content-Type": upstream.headers.get("content-type") ?? "application/octet-stream",
      "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(FORM_FILE_NAMES[kind])}`,
      "Cache-Control": "private, max-age=3600",
    },
  });
}
