// Legacy mobile help link /help/m.php?category=… (002 §2.15).
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { legacyMobileDestination } from "~/domain/legacy-help";

export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  return redirect(legacyMobileDestination({ type: params.get("type"), qnaId: params.get("qnaId"), category: params.get("category") }), 301);
}
