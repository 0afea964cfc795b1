// The calendar's loader (001 §2.9, §2.12): the month from ?month=YYYY-MM (this month in Korea time
// otherwise) and its broadcasts and notices.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { formatKst } from "~/domain/dates";
import { getCalendar } from "~/upstream/clients/channel.server";
import { requireStreamerId } from "~/features/station/station-guards.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const streamerId = requireStreamerId(params);
  const wanted = new URL(request.url).searchParams.get("month") ?? "";
  const month = /^\d{4}-(0[1-9]|1[0-2])$/.test(wanted) ? wanted : formatKst(Date.now(), "YYYY-MM");
  return json({ month, entries: await getCalendar({ request, context }, streamerId, month) });
}
