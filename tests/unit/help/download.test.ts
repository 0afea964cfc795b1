// The report / removal-request forms (002 §2.9, §7.2): streamed from the files path, and inside the app
// only from version 8.15.0 on (older apps get the update notice).
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader } from "~/routes/help.form-download.$kind/form-download.server";
import { makeContext, makeRequest } from "../../helpers";
import { server, upstreamPath } from "../../mocks/server";

const download = (kind: string, userAgent = "Mozilla/5.0 Chrome/120") =>
  loader({ request: makeRequest(`/help/form-download/${kind}`, { headers: { "user-agent": userAgent } }), context: makeContext(), params: { kind } });

describe("form download", () => {
  it("streams the .docx from the files path with its encoded name and a timestamp", async () => {
    let requested = "";
    server.use(
      http.get(upstreamPath("help", "/files/:name"), ({ request }) => {
        requested = request.url;
        return new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), {
          headers: { "content-type": "application/vnd.openxmlformats-officedocument.wordprocessingml.document" },
        });
      }),
    );
    const response = await download("docx");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain(encodeURIComponent("불법촬영물등_신고_삭제요청서.docx"));
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([0x50, 0x4b, 3, 4]));
    expect(requested).toMatch(/\/help\/files\/%EB%B6%88[^/?]*\.docx\?t=\d+$/);
  });

  it("sends apps older than 8.15.0 to the update notice, and lets newer ones download", async () => {
    const old = await download("hwp", "Mozilla/5.0 (Linux; Android 14) StreamOnApp/8.14.9");
    expect(old.headers.get("location")).toBe("/help/report/illegal?dialog=update");
    server.use(http.get(upstreamPath("help", "/files/:name"), () => new HttpResponse(new Uint8Array([0xd0, 0xcf]))));
    expect((await download("hwp", "Mozilla/5.0 (Linux; Android 14) StreamOnApp/8.15.0")).status).toBe(200);
  });

  it("relays no file over UPSTREAM_MAX_BODY_MB", async () => {
    process.env.UPSTREAM_MAX_BODY_MB = "1";
    try {
      const big = 2 * 1024 * 1024;
      server.use(http.get(upstreamPath("help", "/files/:name"), () => new HttpResponse(new Uint8Array(big), { headers: { "content-length": String(big) } })));
      await expect(download("docx")).rejects.toMatchObject({ status: 503 });
    } finally {
      delete process.env.UPSTREAM_MAX_BODY_MB;
    }
  });

  it("never follows a redirect of the files path (an internal address would be streamed to the browser)", async () => {
    const internal: string[] = [];
    server.use(
      http.get(upstreamPath("help", "/files/:name"), () => new HttpResponse(null, { status: 302, headers: { location: "http://internal.test/secret" } })),
      http.get("http://internal.test/*", ({ request }) => {
        internal.push(request.url);
        return new HttpResponse("secret");
      }),
    );
    await expect(download("docx")).rejects.toMatchObject({ status: 503 });
    expect(internal).toEqual([]);
  });

  it("answers 404 for other kinds and when the upstream has no file, with the portal's page in Korean", async () => {
    const other = await download("exe").catch((thrown: Response) => thrown);
    expect(other.status).toBe(404);
    expect(await other.text()).toContain("다시 한 번 주소를 확인해 주세요.");
    server.use(http.get(upstreamPath("help", "/files/:name"), () => new HttpResponse(null, { status: 404 })));
    await expect(download("docx")).rejects.toMatchObject({ status: 404 });
  });

  it("answers the outage page (503) when the files path fails, and never hands a text or JSON answer over as the form file", async () => {
    server.use(http.get(upstreamPath("help", "/files/:name"), () => new HttpResponse("oops", { status: 500 })));
    const failed = await download("docx").catch((thrown: Response) => thrown);
    expect(failed.status).toBe(503);
    expect(await failed.text()).toContain("일시적으로 서비스에 접속할 수 없습니다.");
    // A maintenance page answered with 200 would be saved as the .docx (and kept an hour).
    server.use(http.get(upstreamPath("help", "/files/:name"), () => HttpResponse.html("<h1>점검 중</h1>")));
    await expect(download("docx")).rejects.toMatchObject({ status: 503 });
    server.use(http.get(upstreamPath("help", "/files/:name"), () => HttpResponse.json({ code: -1 })));
    await expect(download("hwp")).rejects.toMatchObject({ status: 503 });
  });
});
