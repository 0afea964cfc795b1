// GET /resources/preview?b={broadNo}:{userId}: whether the home previews may play and from where
// (000 §2.4, §4.11). The preview carousel asks when it starts and again every 10 s.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { getPreviewStatus } from "~/upstream/clients/live.server";

const ITEM = /^(\d{1,15}):([\w.-]{1,40})$/;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const wanted = new URL(request.url).searchParams
    .getAll("b")
    .slice(0, 8)
    .map((value) => ITEM.exec(value))
    .filter((match): match is RegExpExecArray => match !== null);
  const items = await Promise.all(wanted.map(([, broadNo, userId]) => getPreviewStatus({ request, context }, broadNo, userId)));
  return json({ items }, { headers: { "Cache-Control": "no-store" } });
}
