// Inside the app's webview (000 §1, §2.3) a chatbot answer's links to other sites open the external
// browser, in its text, its related links and its help box; the portal's own pages stay in the webview.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action as chatAction } from "~/routes/help.chatbot/chatbot.server";
import { MemoryStore } from "~/utils/shared-store.server";
import { honeypotFields, makeContext, makeRequest } from "../../helpers";
import { server, upstreamPath } from "../../mocks/server";

const APP_UA = "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 StreamOnApp/8.16.0";
type Bubble = { html: string | null; links: Array<{ title: string; url: string }>; helpInfo: { url: string } | null };

async function ask(userAgent: string): Promise<Bubble> {
  server.use(
    http.post(upstreamPath("help", "/apihelp.php"), () => HttpResponse.json({ errorCode: 0, data: { keywordList: [] } })),
    http.post(upstreamPath("help", "/api/help_chat.php"), () =>
      HttpResponse.json({
        status: "SUCCESS",
        full: "[신고 센터](https://report.example/center)에서 접수해 주세요.",
        links: [
          { title: "외부 안내", url: "https://guide.example/a?b=1" },
          { title: "FAQ", url: "/help/faq/1001" },
        ],
        keywords: [],
        helpInfo: { title: "도움말", content: "안내", buttonText: "바로가기", url: "https://guide.example/help" },
      }),
    ),
  );
  const request = makeRequest("/help/chatbot", {
    method: "POST",
    headers: { "user-agent": userAgent },
    body: new URLSearchParams({ ...(await honeypotFields()), submissionKey: crypto.randomUUID(), message: "신고는 어디서 하나요" }),
  });
  const response = (await chatAction({ request, context: makeContext({ store: new MemoryStore() }), params: {} })) as Response;
  const view = (await response.json()) as { messages: Bubble[] };
  return view.messages.at(-1)!;
}

const external = (url: string) => `streamon://browser/external?url=${encodeURIComponent(url)}`;

describe("a chatbot answer's links (002 §2.14) in the app and on the web", () => {
  it("in the app: the text's, the related links' and the help box's outside links open the external browser", async () => {
    const answer = await ask(APP_UA);
    expect(answer.html).toContain(`href="${external("https://report.example/center").replace(/&/g, "&amp;")}"`);
    expect(answer.links).toEqual([
      { title: "외부 안내", url: external("https://guide.example/a?b=1") },
      { title: "FAQ", url: "/help/faq/1001" },
    ]);
    expect(answer.helpInfo?.url).toBe(external("https://guide.example/help"));
  });

  it("on the web they are the sites' own addresses", async () => {
    const answer = await ask("Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/142.0");
    expect(answer.html).toContain('href="https://report.example/center"');
    expect(answer.links.map((link) => link.url)).toEqual(["https://guide.example/a?b=1", "/help/faq/1001"]);
    expect(answer.helpInfo?.url).toBe("https://guide.example/help");
  });
});
