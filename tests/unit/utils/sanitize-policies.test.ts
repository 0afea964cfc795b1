// The two HTML sanitiser policies: help content (utils/sanitize.server.ts) keeps links as they
// are and relative pictures; station posts (utils/station-html.server.ts) open links in a new window
// with nofollow and drop pictures not served over http(s). Each runs on its own DOMPurify instance, so
// neither changes the other, whichever is used first in a process.
import { describe, expect, it, vi } from "vitest";

const HELP_INPUT =
  '<p>도움말 <a href="/help/faq">자주 묻는 질문</a> <a href="https://example.com/guide" target="_blank">안내</a> <img src="/img/guide.png"></p>';
const HELP_OUTPUT =
  '<p>도움말 <a href="/help/faq">자주 묻는 질문</a> <a href="https://example.com/guide" target="_blank" rel="noopener noreferrer">안내</a> <img src="/img/guide.png" alt=""></p>';
const POST_INPUT = '<p>본문 <a href="https://example.com/x">외부</a> <img src="/relative.png" alt="r"> <img src="https://example.com/a.png" alt="a"></p>';
const POST_OUTPUT =
  '<p>본문 <a href="https://example.com/x" target="_blank" rel="noopener noreferrer nofollow">외부</a>  <img src="https://example.com/a.png" alt="a" loading="lazy"></p>';

/** Both modules as a new process would load them (no policy used yet). */
async function freshPolicies() {
  vi.resetModules();
  const help = await import("~/utils/sanitize.server");
  const station = await import("~/utils/station-html.server");
  return { help: () => help.sanitizeHtml(HELP_INPUT), post: () => station.sanitizeStationHtml(POST_INPUT) };
}

describe("sanitiser policies stay apart", () => {
  it.each([
    ["help first", ["help", "post", "help", "post"]],
    ["station first", ["post", "help", "post", "help"]],
  ] as const)("%s: each policy gives its own output every time", async (_label, order) => {
    const policies = await freshPolicies();
    for (const policy of order) expect(policies[policy]()).toBe(policy === "help" ? HELP_OUTPUT : POST_OUTPUT);
  });

  it("scripts and handlers go in both", async () => {
    const help = await import("~/utils/sanitize.server");
    const { sanitizeStationHtml } = await import("~/utils/station-html.server");
    const hostile = '<img src="https://example.com/x.png" onerror="alert(1)"><script>alert(1)</script><a href="javascript:alert(1)">x</a>';
    for (const safe of [help.sanitizeHtml(hostile), sanitizeStationHtml(hostile)]) expect(safe).not.toMatch(/onerror|<script|javascript:/);
  });
});
