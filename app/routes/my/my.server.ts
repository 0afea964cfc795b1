// The My layout's loader (001 §2.1): every /my page requires login (guests go to login and come back).
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { requireViewer } from "~/features/session/viewer.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireViewer({ request, context });
  return json(null, { headers: { "Cache-Control": "private, no-store" } });
}
