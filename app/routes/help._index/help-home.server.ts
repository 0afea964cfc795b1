// Loader of the help home (002 §2.3): recommended keywords, the FAQ top list, the FAQ opened in a layer
// (?faq={kbId}), the dialog asked for (?dialog=report | phone) and the help centre's phone number.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { getFaqDetail, getFaqTop, getTopKeywords } from "~/upstream/clients/help.server";
import { appLinksInData } from "~/utils/app-links.server";
import { getConfig } from "~/utils/env.server";
import { linkConfigFor } from "~/utils/link-config.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = { request, context };
  const url = new URL(request.url);
  const faqId = url.searchParams.get("faq");
  const dialog = url.searchParams.get("dialog");
  const [keywords, top, faq] = await Promise.all([
    getTopKeywords(ctx),
    getFaqTop(ctx),
    faqId && /^\d+$/.test(faqId) ? getFaqDetail(ctx, faqId) : Promise.resolve(null),
  ]);
  return json(
    appLinksInData(linkConfigFor(request), {
      keywords,
      top,
      faq,
      dialog: dialog === "report" || dialog === "phone" ? dialog : null,
      phone: getConfig().help.phone,
    }),
  );
}
