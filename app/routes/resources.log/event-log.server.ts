// POST /resources/log: impression and click logs from navigator.sendBeacon (000 §7.6). Answered at
// once; the upstream's set_log_api.php gets them afterwards, so a slow log host delays nothing.
import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { sendEventLog } from "~/upstream/clients/live.server";
import { formDataOf } from "~/utils/form-data.server";
import { logger } from "~/utils/log.server";
import { sheddingHold } from "~/utils/submission.server";

const LogSchema = z.object({
  sztype: z.enum(["VIEW", "CLICK", "INFLOW_PATH"]),
  code_type: z.string().max(60).default(""),
  send_data: z.string().max(8000).default(""),
  sys_type: z.enum(["app", "webm", "web"]).default("web"),
  os: z.string().max(20).default(""),
});

export async function action({ request, context }: ActionFunctionArgs) {
  // While the instance sheds load a log is not passed on (the page's beacon does not wait for the answer).
  const shed = sheddingHold(context);
  if (shed) return new Response(null, { status: shed.status, headers: shed.headers });
  const parsed = LogSchema.safeParse(Object.fromEntries(await formDataOf(request)));
  if (!parsed.success) return new Response(null, { status: 400 });
  // The upstream call outlives this response: it gets its own request object, not the one that ends here.
  const detached = new Request(request.url, { headers: request.headers });
  sendEventLog({ request: detached, context }, parsed.data).catch((error) => logger.warn("event_log_failed", { error: String(error) }));
  return new Response(null, { status: 204 });
}

export { goHome as loader } from "~/utils/resource-routes.server";
