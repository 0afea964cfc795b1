// The one multipart parser (help forms and station posts): fields and files as FormData, the files that do
// not fit beside the ones before them left out and named, file names as the user named them, and the body
// refused past its size, past its part count or when malformed.
import { describe, expect, it } from "vitest";
import { MultipartError, readMultipart, type MultipartLimits } from "~/utils/multipart.server";

const LIMITS: MultipartLimits = { maxBytes: 10_000, maxParts: 10, maxFileBytes: 1_000 };

const post = (body: FormData | string, headers?: Record<string, string>) => new Request("http://portal.test/upload", { method: "POST", body, headers });

function form(fields: Record<string, string>, files: Array<{ name: string; filename: string; bytes: number; type?: string }> = []) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const file of files) data.append(file.name, new File([new Uint8Array(file.bytes).fill(65)], file.filename, { type: file.type ?? "image/png" }));
  return data;
}

async function failureOf(request: Request, limits = LIMITS) {
  try {
    await readMultipart(request, limits);
    return null;
  } catch (error) {
    return error instanceof MultipartError ? error.kind : error;
  }
}

describe("readMultipart", () => {
  it("reads fields and files, Korean file names included", async () => {
    const { formData, filesLeftOut } = await readMultipart(
      post(form({ title: "제목", tag: "a" }, [{ name: "photos", filename: "사진.png", bytes: 300 }])),
      LIMITS,
    );
    expect(filesLeftOut).toEqual([]);
    expect(formData.get("title")).toBe("제목");
    const file = formData.get("photos") as File;
    expect([file.name, file.size, file.type]).toEqual(["사진.png", 300, "image/png"]);
  });

  it("reads a urlencoded body as it is", async () => {
    const { formData } = await readMultipart(post("title=%EC%A0%9C%EB%AA%A9", { "content-type": "application/x-www-form-urlencoded" }), LIMITS);
    expect(formData.get("title")).toBe("제목");
  });

  it("keeps the files that fit in their order, leaves out and names the ones that do not, and keeps the fields", async () => {
    const files = [
      { name: "attachedFiles", filename: "a.png", bytes: 600 },
      { name: "attachedFiles", filename: "b.png", bytes: 600 },
      { name: "attachedFiles", filename: "c.png", bytes: 400 },
      { name: "attachedFiles", filename: "d.png", bytes: 1 },
    ];
    const { formData, filesLeftOut } = await readMultipart(post(form({ title: "t" }, files)), LIMITS);
    expect(filesLeftOut).toEqual(["b.png", "d.png"]);
    expect((formData.getAll("attachedFiles") as File[]).map((file) => [file.name, file.size])).toEqual([
      ["a.png", 600],
      ["c.png", 400],
    ]);
    expect(formData.get("title")).toBe("t");
  });

  it("gives a file the name the user gave it: the escapes browsers write for '\"', CR and LF are undone, nothing else", async () => {
    const body = [
      "--B",
      'Content-Disposition: form-data; name="attachedFiles"; filename="%22q%22 100%25.png"',
      "Content-Type: image/png",
      "",
      "PNG",
      "--B--",
      "",
    ].join("\r\n");
    const { formData } = await readMultipart(post(body, { "content-type": "multipart/form-data; boundary=B" }), LIMITS);
    expect((formData.get("attachedFiles") as File).name).toBe('"q" 100%25.png');
  });

  it("refuses a body past maxBytes, more parts than maxParts and a body without a boundary", async () => {
    expect(await failureOf(post(form({}, [{ name: "f", filename: "big.png", bytes: 20_000 }])))).toBe("too-large");
    expect(await failureOf(post(form(Object.fromEntries(Array.from({ length: 11 }, (_, index) => [`f${index}`, "x"])))))).toBe("too-many-parts");
    expect(await failureOf(post("--x\r\n", { "content-type": "multipart/form-data" }))).toBe("malformed");
  });
});
