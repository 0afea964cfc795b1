// Loader of /help/form-download/{hwp|docx}: the app-version check, then the form file streamed from the help host.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { fetchFormFile, FORM_FILE_NAMES } from "~/upstream/help.server";
import { getConfig } from "~/utils/env.server";
import { APP_VERSION, detectClient, versionAtLeast } from "~/utils/webview";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const kind = params.kind;
  if (kind !== "hwp" && kind !== "docx") throw new Response("Not found", { status: 404 });
  const client = detectClient(request.headers.get("user-agent"), getConfig().appUserAgentPattern);
  if (client.isApp && !versionAtLeast(client.appVersion, APP_VERSION.formDownload)) return redirect("/help/report/illegal?dialog=update");
  const upstream = await fetchFormFile({ request, context }, kind);
  if (!upstream?.body) throw new Response("Not found", { status: 404 });
  return new Response(upstream.body, {
    headers: {
      "Content-Type": upstream.headers.get("content-type") ?? "application/octet-stream",
      "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(FORM_FILE_NAMES[kind])}`,
      "Cache-Control": "private, max-age=3600",
    },
  });
}
