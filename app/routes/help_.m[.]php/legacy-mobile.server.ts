// Loader of the legacy mobile /help/m.php link: a permanent redirect to the page it stands for.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { legacyMobileDestination } from "~/domain/legacy-help";

export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  return redirect(legacyMobileDestination({ type: params.get("type"), qnaId: params.get("qnaId"), category: params.get("category") }), 301);
}
