// Loader of /help/suggest: FAQ titles or the chatbot's autocomplete for what was typed (a JSON resource route).
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { HELP_SEARCH_MAX } from "~/domain/help";
import { chatAutocomplete, searchFaq } from "~/upstream/clients/help.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const word = (url.searchParams.get("q") ?? "").trim().slice(0, HELP_SEARCH_MAX);
  if (!word) return json({ suggestions: [] as string[] });
  const ctx = { request, context };
  const suggestions =
    url.searchParams.get("for") === "chat" ? await chatAutocomplete(ctx, word) : (await searchFaq(ctx, word, 1)).items.map((item) => item.title);
  return json({ suggestions: [...new Set(suggestions)] }, { headers: { "Cache-Control": "private, max-age=60" } });
}
