// The support chatbot (002 §2.14, §4.4, §8.4): greeting with recommended keywords, questions of at most
// 100 characters with autocomplete (JS), replies with markdown, up to 2 links, keywords and the help-info
// box, 'A hh:mm' times, no sending while a reply is pending, the miss counter with its fallback and the
// 1:1 inquiry link, and the close confirmation. Without JS the form posts and the page shows the
// conversation, which travels signed in the form (the server keeps no state); the close button and the
// confirmation's cancel post it too, so that cancelling goes back to the same conversation.
// The window is Chatbot.tsx; the loader and action are chatbot.server.ts.
import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { helpShared } from "~/i18n/ko/help/shared";
import { titleMeta } from "~/utils/meta";
import { Chatbot } from "./Chatbot";
import type { action, loader } from "./chatbot.server";

export { action, loader } from "./chatbot.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, helpShared.title);

export default function ChatbotPage() {
  const { chat, product, confirmClose } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  return <Chatbot chat={chat} product={product} confirmClose={confirmClose} posted={posted} />;
}

export const ErrorBoundary = RouteErrorBoundary;
