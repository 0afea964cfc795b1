// A member's form held as it was sent, when the page around it cannot be read (issue 69, items 5 and 6): without JS,
// a held post's answer is the form's page, and with the whole upstream down that page's loaders throw and its error
// boundary shows. A held action keeps the form as a whole page's post sent it for the page's render
// (utils/submission.server.ts, heldForm: the fields its user typed in, with their labels, and every other field
// hidden), the root loader hands it on, and the station pages' boundary draws it (components/forms/HeldForm.tsx)
// with what happened and 다시 보내기, whichever route's boundary shows (the settings' layout reads the upstream too,
// and its boundary shows above the page that acted).
import { json } from "@remix-run/node";
import { http, HttpResponse } from "msw";
import { renderToString } from "react-dom/server";
import { Outlet } from "react-router-dom";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { StationProblem } from "~/components/station/StationProblem";
import { submissionFailure, type HeldSubmission } from "~/domain/submission";
import { common } from "~/i18n/ko/common";
import { heldFormTexts } from "~/i18n/ko/held-form";
import { commentTextLabels } from "~/i18n/ko/station/comments";
import { stationPostEdit } from "~/i18n/ko/station/post-edit";
import { stationSettings } from "~/i18n/ko/station/settings";
import { submissionTexts } from "~/i18n/ko/submission";
import { MemoryStore } from "~/utils/shared-store.server";
import { heldFormOf } from "~/utils/submission.server";
import { makeContext, makeRequest } from "../../helpers";
import { server, upstreamPath } from "../../mocks/server";

const KEY = "4b6f3c1e-6a43-4c2e-9d6e-1f2a3b4c5d6e";
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

/** The upstream cannot say who the member is (its session check answers 503): every member form is held. */
const sessionCheckFails = () => server.use(http.get(upstreamPath("station", "/authentication"), () => new HttpResponse(null, { status: 503 })));

/** A member's post of `fields` (and `files`) to `path`, as a whole page's post (no JS) or the app's own (with JS). */
function post(path: string, fields: Array<[string, string]>, { wholePage = true, files = [] as File[] } = {}) {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  for (const file of files) body.append("photos", file);
  return {
    request: makeRequest(path, { method: "POST", body, cookie: "UserTicket=member", headers: { origin: "http://portal.test" } }),
    context: makeContext({ store: new MemoryStore(), wholePage }),
  };
}

/** The held answer (503, the failure) and the form it kept for the page's render, if any. */
async function keptForm(answer: Response, sent: ReturnType<typeof post>) {
  expect(answer.status).toBe(503);
  expect(((await answer.json()) as { submissionFailed: unknown }).submissionFailed).toEqual({ kind: "server" });
  // As the root loader reads it, with the page's request (the address the browser posted to).
  return heldFormOf(sent)?.resend ?? null;
}

describe("a held member form keeps a whole page's post as it was sent, for the page's render", () => {
  const b = stationSettings.settings.basic;

  it("a comment: its words in the box its form labels, the form's other fields (its key, its intent) hidden as sent; none with JS", async () => {
    sessionCheckFails();
    const { action } = await import("~/routes/station.$streamerId.post.$titleNo._index/post.server");
    const fields: Array<[string, string]> = [
      ["form", "reply-7"],
      ["parentNo", "7"],
      ["submissionKey", KEY],
      ["comment", "업스트림이 멈춘 사이에 쓴 답글"],
      ["intent", "reply"],
    ];
    const params = { streamerId: "streamer01", titleNo: "90000002" };
    // With JS the form on the page keeps its text: none is kept for a page.
    const withJs = post("/station/streamer01/post/90000002", fields, { wholePage: false });
    expect(await keptForm(await action({ ...withJs, params }), withJs)).toBeNull();
    const sent = post("/station/streamer01/post/90000002", fields);
    expect(await keptForm(await action({ ...sent, params }), sent)).toEqual({
      action: "/station/streamer01/post/90000002",
      typed: [{ name: "comment", label: commentTextLabels.reply, value: "업스트림이 멈춘 사이에 쓴 답글", multiline: true }],
      hidden: [
        ["form", "reply-7"],
        ["parentNo", "7"],
        ["submissionKey", KEY],
        ["intent", "reply"],
      ],
      filesLeftOut: false,
    });
  });

  it("a station post: its title, body and hashtags; the board and the key hidden; its photos named as left out", async () => {
    sessionCheckFails();
    const { action } = await import("~/routes/station.$streamerId.post.write.($boardNumber)/write.server");
    const fields: Array<[string, string]> = [
      ["submissionKey", KEY],
      ["bbsNo", "1003"],
      ["title", "멈춘 사이에 쓴 글"],
      // As a browser sends a text area's lines.
      ["content", "첫 줄\r\n둘째 줄"],
      ["hashtags", "공지, 안내"],
    ];
    const sent = post("/station/streamer01/post/write", fields, { files: [new File([PNG], "사진.png", { type: "image/png" })] });
    const resend = await keptForm(await action({ ...sent, params: { streamerId: "streamer01" } }), sent);
    expect(resend).toEqual({
      action: "/station/streamer01/post/write",
      typed: [
        { name: "title", label: stationPostEdit.form.title, value: "멈춘 사이에 쓴 글", multiline: false },
        { name: "content", label: stationPostEdit.form.content, value: "첫 줄\r\n둘째 줄", multiline: true },
        { name: "hashtags", label: stationPostEdit.form.hashtags, value: "공지, 안내", multiline: false },
      ],
      hidden: [
        ["submissionKey", KEY],
        ["bbsNo", "1003"],
      ],
      filesLeftOut: true,
    });
  });

  it("기본 설정: the name, title and profile message, and the links rows filled in; every link type and the empty rows hidden", async () => {
    sessionCheckFails();
    const { action } = await import("~/routes/station.$streamerId_.setting.basic/basic.server");
    const fields: Array<[string, string]> = [
      ["submissionKey", KEY],
      ["name", "멈춘 사이의 방송국"],
      ["title", "제목"],
      ["profileText", "소개 글"],
      ["links[0].type", "1"],
      ["links[0].url", "https://example.com"],
      ["links[0].name", "홈"],
      ["links[1].type", ""],
      ["links[1].url", ""],
      ["links[1].name", ""],
    ];
    const sent = post("/station/streamer01/setting/basic", fields);
    const resend = await keptForm(await action({ ...sent, params: { streamerId: "streamer01" } }), sent);
    expect(resend?.typed.map(({ name, label, value }) => [name, label, value])).toEqual([
      ["name", b.name, "멈춘 사이의 방송국"],
      ["title", b.title, "제목"],
      ["profileText", b.profileText, "소개 글"],
      ["links[0].url", b.linkUrl(1), "https://example.com"],
      ["links[0].name", b.linkName(1), "홈"],
    ]);
    expect(resend?.hidden).toEqual([
      ["submissionKey", KEY],
      ["links[0].type", "1"],
      ["links[1].type", ""],
      ["links[1].url", ""],
      ["links[1].name", ""],
    ]);
  });
});

describe("a station page's error boundary after a held post", () => {
  const held: HeldSubmission = {
    ...submissionFailure("busy", 7),
    resend: {
      // As the page's loaders read its address (without an index route's bare ?index).
      action: "/station/streamer01/post/77",
      typed: [
        { name: "title", label: "제목", value: "보내지 못한 제목", multiline: false },
        { name: "content", label: "내용", value: "보내지 못한 <내용>", multiline: true },
      ],
      hidden: [
        ["submissionKey", KEY],
        ["bbsNo", "1003"],
      ],
      filesLeftOut: true,
    },
  };
  const unavailable = () => {
    throw new Response("Unavailable", { status: 503 });
  };

  /** The page a whole page's post gets: under the root (whose data hands on the form kept, `held`), a layout and its
   * index page, each reading the upstream (both fail); `boundary`: whose error boundary shows (the settings' layout's
   * is the layout's). */
  async function pageAfterPost(held: HeldSubmission | null, boundary: "layout" | "page") {
    const routes = [
      {
        id: "root",
        path: "/",
        loader: () => (held ? { held } : {}),
        Component: Outlet,
        children: [
          {
            id: "layout",
            path: "station/:streamerId/post/:titleNo",
            loader: boundary === "layout" ? unavailable : () => null,
            Component: Outlet,
            ErrorBoundary: StationProblem,
            children: [
              {
                id: "page",
                index: true,
                loader: unavailable,
                action: () => json(submissionFailure("busy", 7), { status: 503 }),
                Component: () => null,
                ErrorBoundary: StationProblem,
              },
            ],
          },
        ],
      },
    ];
    const handler = createStaticHandler(routes);
    const request = new Request("http://portal.test/station/streamer01/post/77?index", { method: "POST", body: new URLSearchParams({ title: "x" }) });
    const context = await handler.query(request);
    if (context instanceof Response) throw new Error("the router answered with a redirect");
    const html = renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
    // Without the markers React writes between adjacent texts.
    return html.replaceAll("<!-- -->", "");
  }

  it.each(["page", "layout"] as const)("draws the form as it was sent, with why, the wait and 다시 보내기, where the %s's boundary shows", async (boundary) => {
    const html = await pageAfterPost(held, boundary);
    expect(html).toContain(common.errors.genericTitle);
    // A plain post to where it was sent before (no action: the page's address), with every field as it was sent.
    expect(html).toContain(`<form method="post">`);
    expect(html).toContain(`<input type="hidden" name="submissionKey" value="${KEY}"/>`);
    expect(html).toContain(`<input type="hidden" name="bbsNo" value="1003"/>`);
    expect(html).toMatch(/<label for="held-field-0"[^>]*>제목<\/label>/);
    expect(html).toMatch(/<input id="held-field-0" name="title"[^>]*value="보내지 못한 제목"/);
    expect(html).toMatch(/<textarea id="held-field-1" name="content"[^>]*>보내지 못한 &lt;내용&gt;<\/textarea>/);
    expect(html).toContain(heldFormTexts.withoutFiles);
    expect(html).toContain(`${submissionTexts.failure.busy} ${submissionTexts.kept} ${submissionTexts.waitSeconds(7)}`);
    expect(html).toMatch(new RegExp(`<button type="submit"[^>]*>${submissionTexts.retry}</button>`));
    // Without a form kept (any other answer, or a held one with JS), or with one sent to another address (with JS the
    // root's data stays through navigations), it is the unavailable page as before.
    for (const other of [null, { ...held, resend: { ...held.resend, action: "/station/streamer01/post/78" } }]) {
      const page = await pageAfterPost(other, boundary);
      expect(page).toContain(common.errors.genericTitle);
      expect(page).not.toContain("<form");
    }
  });
});
