// Legacy help link /help/atv.php?type=…&qnaId=… (002 §2.15).
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { legacyAtvDestination } from "~/domain/legacy-help";

export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  return redirect(legacyAtvDestination({ type: params.get("type"), qnaId: params.get("qnaId"), category: params.get("category") }), 301);
}
