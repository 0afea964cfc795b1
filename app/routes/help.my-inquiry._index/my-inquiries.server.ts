// Loader of my inquiries and reports (002 §2.11, §3.1): members only; the page of the list from the URL
// and the survey dialog (?survey={id}) when that row can still be rated.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { HELP_MAX_PAGE, ratingCell, type InquiryPage } from "~/domain/help";
import { requireViewer } from "~/features/session/viewer.server";
import { getInquiryPage } from "~/upstream/clients/help.server";
import { redirectPastTheEnd } from "~/utils/paging.server";
import { pageField, parseSearchParams, searchParamsSchema } from "~/utils/search-params";

/** The list's search parameters: its page and the row whose survey dialog is open. */
const MyInquiriesSearch = searchParamsSchema({ page: pageField(HELP_MAX_PAGE), survey: z.string().nullable().catch(null) });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = { request, context };
  await requireViewer(ctx);
  const { page, survey: surveyId } = parseSearchParams(MyInquiriesSearch, request);
  const answer = await getInquiryPage(ctx, page);
  if (answer) redirectPastTheEnd(request, { page, shown: answer.items.length, lastPage: answer.totalPages });
  const list: InquiryPage = answer ?? { items: [], page, totalPages: 0, total: 0 };
  const rateable = list.items.find((item) => item.id === surveyId && ratingCell(item) === "rate");
  return json({ list, surveyId: rateable?.id ?? null }, { headers: { "Cache-Control": "private, no-store" } });
}
