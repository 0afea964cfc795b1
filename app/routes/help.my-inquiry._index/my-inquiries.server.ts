// Loader of my inquiries and reports (002 §2.11, §3.1): members only; the page of the list from the URL
// and the survey dialog (?survey={id}) when that row can still be rated.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { ratingCell, type InquiryPage } from "~/domain/help";
import { requireViewer } from "~/upstream/auth.server";
import { getInquiryPage } from "~/upstream/help.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = { request, context };
  await requireViewer(ctx);
  const url = new URL(request.url);
  const page = Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1);
  const list: InquiryPage = (await getInquiryPage(ctx, page)) ?? { items: [], page, totalPages: 0, total: 0 };
  const surveyId = url.searchParams.get("survey");
  const rateable = list.items.find((item) => item.id === surveyId && ratingCell(item) === "rate");
  return json({ list, surveyId: rateable?.id ?? null }, { headers: { "Cache-Control": "private, no-store" } });
}
