// The station post's write and edit form (forms/station-post.ts): the board must be one the viewer may write
// in, title and content are required and bounded, and the photos (new ones plus those kept from the post
// being edited) are limited in number, size and type. The browser and the action run this same schema, so
// what it refuses is what the writer is told, with the form's own message.
import { describe, expect, it } from "vitest";
import * as z from "zod/v4-mini";
import { POST_LIMITS } from "~/domain/station";
import { postSchema } from "~/forms/station-post";
import { stationPostEdit } from "~/i18n/ko/station/post-edit";

const e = stationPostEdit.form.errors;
const BOARDS = ["101", "102"];
const MB = 1024 * 1024;

const valid = { bbsNo: "101", title: "제목", content: "<p>본문</p>" };
const photo = (size = 1000, type = "image/jpeg") => new File([new Uint8Array(size)], "사진.jpg", { type });

/** The messages the form shows for `input`, or null when it is accepted. */
function problems(input: Record<string, unknown>, keptCount?: number) {
  const result = z.safeParse(postSchema({ boardNos: BOARDS, keptCount }), input);
  return result.success ? null : result.error.issues.map((issue) => issue.message);
}

describe("station post form", () => {
  it("accepts a post in a board of the viewer's, its title trimmed", () => {
    const result = z.safeParse(postSchema({ boardNos: BOARDS }), { ...valid, title: "  공지 제목  ", hashtags: "#태그" });
    expect(result.success && result.data).toEqual({ ...valid, title: "공지 제목", hashtags: "#태그" });
  });

  it("refuses a board the viewer may not write in, or none", () => {
    expect(problems({ ...valid, bbsNo: "999" })).toEqual([e.board]);
    expect(problems({ title: "제목", content: "본문" })).toEqual([e.board]);
  });

  it("requires a title that is more than spaces, up to the limit", () => {
    expect(problems({ ...valid, title: "   " })).toEqual([e.titleRequired]);
    expect(problems({ ...valid, title: "가".repeat(POST_LIMITS.titleMax) })).toBeNull();
    expect(problems({ ...valid, title: "가".repeat(POST_LIMITS.titleMax + 1) })).toEqual([e.titleMax(POST_LIMITS.titleMax)]);
  });

  it("requires content that is more than spaces, up to the limit", () => {
    expect(problems({ ...valid, content: " \n " })).toEqual([e.contentRequired]);
    expect(problems({ ...valid, content: "가".repeat(POST_LIMITS.contentMax) })).toBeNull();
    expect(problems({ ...valid, content: "가".repeat(POST_LIMITS.contentMax + 1) })).toEqual([e.contentMax(POST_LIMITS.contentMax)]);
  });

  it("bounds the hashtags", () => {
    expect(problems({ ...valid, hashtags: "#".repeat(POST_LIMITS.hashtagsMax) })).toBeNull();
    expect(problems({ ...valid, hashtags: "#".repeat(POST_LIMITS.hashtagsMax + 1) })).toEqual([e.hashtagsMax(POST_LIMITS.hashtagsMax)]);
  });

  it("counts the photos kept from the edited post towards the limit", () => {
    const photos = (n: number) => Array.from({ length: n }, () => photo());
    expect(problems({ ...valid, photos: photos(1) })).toBeNull();
    expect(problems({ ...valid, photos: photos(POST_LIMITS.photoCount) })).toBeNull();
    expect(problems({ ...valid, photos: photos(POST_LIMITS.photoCount + 1) })).toEqual([e.photoCount(POST_LIMITS.photoCount)]);
    expect(problems({ ...valid, photos: photos(POST_LIMITS.photoCount - 1) }, 1)).toBeNull();
    expect(problems({ ...valid, photos: photos(POST_LIMITS.photoCount) }, 1)).toEqual([e.photoCount(POST_LIMITS.photoCount)]);
  });

  it("takes pictures of the allowed types up to the size limit, and refuses the post if any photo is not one", () => {
    expect(problems({ ...valid, photos: [photo(POST_LIMITS.photoMb * MB)] })).toBeNull();
    for (const type of ["image/png", "image/gif", "image/webp"]) expect(problems({ ...valid, photos: [photo(10, type)] })).toBeNull();
    expect(problems({ ...valid, photos: [photo(POST_LIMITS.photoMb * MB + 1)] })).toEqual([e.photoFile(POST_LIMITS.photoMb)]);
    expect(problems({ ...valid, photos: [photo(10, "image/bmp")] })).toEqual([e.photoFile(POST_LIMITS.photoMb)]);
    expect(problems({ ...valid, photos: [photo(), photo(10, "application/pdf")] })).toEqual([e.photoFile(POST_LIMITS.photoMb)]);
  });
});
