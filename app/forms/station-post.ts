// The write and edit form of a station post: board, title, content (HTML-safe: sanitised on the
// server), hashtags and photos. Written with zod/v4-mini so that the browser can load it lazily (first
// touched field) and check exactly what the action checks with parseWithZod.
import * as z from "zod/v4-mini";
import { POST_LIMITS } from "~/domain/station";
import { stationPostEdit as station } from "~/i18n/ko/station/post-edit";

const e = station.form.errors;

const PHOTO_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"];

export type PostSchemaContext = {
  /** Boards this viewer may write in. */
  boardNos: string[];
  /** Photos kept from the post being edited (they count towards the limit). */
  keptCount?: number;
};

const required = (message: string, max: number, maxMessage: string) =>
  z.string(message).check(
    z.refine((value) => value.trim() !== "", message),
    z.refine((value) => value.length <= max, maxMessage),
  );

export function postSchema(context: PostSchemaContext) {
  const kept = context.keptCount ?? 0;
  return z.object({
    bbsNo: z.string(e.board).check(z.refine((value) => context.boardNos.includes(value), e.board)),
    title: z.pipe(
      required(e.titleRequired, POST_LIMITS.titleMax, e.titleMax(POST_LIMITS.titleMax)),
      z.transform((value) => value.trim()),
    ),
    content: required(e.contentRequired, POST_LIMITS.contentMax, e.contentMax(POST_LIMITS.contentMax)),
    hashtags: z.optional(z.string().check(z.maxLength(POST_LIMITS.hashtagsMax, e.hashtagsMax(POST_LIMITS.hashtagsMax)))),
    photos: z.optional(
      z.array(z.file()).check(
        z.refine((files) => files.length + kept <= POST_LIMITS.photoCount, e.photoCount(POST_LIMITS.photoCount)),
        z.refine(
          (files) => files.every((file) => file.size <= POST_LIMITS.photoMb * 1024 * 1024 && PHOTO_TYPES.includes(file.type)),
          e.photoFile(POST_LIMITS.photoMb),
        ),
      ),
    ),
    keepPhotos: z.optional(z.array(z.string())),
  });
}

export type PostValues = z.output<ReturnType<typeof postSchema>>;
