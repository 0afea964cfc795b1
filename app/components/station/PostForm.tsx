// The write and edit form (001 §2.9): board, title, content (HTML-safe), hashtags and photos. A plain
// multipart form post that works without JS; with JS fields are checked as they are left. Without JS
// the server's answer comes back with everything typed kept (photos must be chosen again).
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import { POST_LIMITS, type PostPhoto, type StationBoard } from "~/domain/station";
import { stationPostEdit as e } from "~/i18n/ko/station/post-edit";
import { stationPosts as t } from "~/i18n/ko/station/posts";
import styles from "./station.module.css";
import { formFields, useLazyValidation } from "./form-fields";

type Defaults = { bbsNo: string; title: string; content: string; hashtags: string };
type Props = { mode: "write" | "edit"; boards: StationBoard[]; defaults: Defaults; photos: PostPhoto[]; cancelHref: string };

const f = e.form;

export function PostForm({ mode, boards, defaults, photos, cancelHref }: Props) {
  const answer = useActionData<{ result: SubmissionResult }>();
  const navigation = useNavigation();
  const typed = (answer?.result.initialValue ?? {}) as Partial<Record<keyof Defaults | "keepPhotos", string | string[]>>;
  const value = (field: keyof Defaults) => (typeof typed[field] === "string" ? (typed[field] as string) : defaults[field]);
  const kept = answer ? [typed.keepPhotos ?? []].flat() : photos.map((photo) => photo.photoNo);
  const { onBlur, errorOf } = useLazyValidation(async (formData) => {
    const { validatePost } = await import("~/forms/station-validate");
    return validatePost(formData, { boardNos: boards.map((board) => board.bbsNo), keptCount: formData.getAll("keepPhotos").length });
  }, answer);
  const formErrors = answer?.result.error?.[""] ?? [];
  const { field } = formFields("post", errorOf);
  return (
    <Form method="post" encType="multipart/form-data" className={styles.form} noValidate onBlur={onBlur}>
      <h1>{mode === "write" ? f.writeTitle : f.editTitle}</h1>
      {formErrors.length ? (
        <p className={styles.error} role="alert">
          {formErrors[0]}
        </p>
      ) : null}
      {field("bbsNo", f.board, (wiring) => (
        <select {...wiring} defaultValue={value("bbsNo")} required>
          {boards.map((board) => (
            <option key={board.bbsNo} value={board.bbsNo}>
              {board.name || t.board.guestbook}
            </option>
          ))}
        </select>
      ))}
      {field("title", f.title, (wiring) => (
        <input {...wiring} defaultValue={value("title")} required maxLength={POST_LIMITS.titleMax} />
      ))}
      {field(
        "content",
        f.content,
        (wiring) => (
          <textarea {...wiring} defaultValue={value("content")} required maxLength={POST_LIMITS.contentMax} />
        ),
        f.contentHint,
      )}
      {field(
        "hashtags",
        f.hashtags,
        (wiring) => (
          <input {...wiring} defaultValue={value("hashtags")} maxLength={POST_LIMITS.hashtagsMax} />
        ),
        f.hashtagsHint,
      )}
      {photos.length ? (
        <fieldset className={styles.field}>
          <legend>{f.keepPhotos}</legend>
          <ul className={styles.keep}>
            {photos.map((photo) => (
              <li key={photo.photoNo}>
                <label>
                  <img src={photo.url} alt="" width={120} height={90} />
                  <span>
                    <input type="checkbox" name="keepPhotos" value={photo.photoNo} defaultChecked={kept.includes(photo.photoNo)} /> {photo.label}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      {field(
        "photos",
        f.photos,
        (wiring) => (
          <input {...wiring} type="file" multiple accept="image/jpeg,image/png,image/gif,image/webp" />
        ),
        f.photosHint(POST_LIMITS.photoCount, POST_LIMITS.photoMb),
      )}
      <div className={styles.formActions}>
        <button type="submit" className={styles.buttonPrimary} disabled={navigation.state === "submitting"}>
          {mode === "write" ? f.submit : f.save}
        </button>
        <Link to={cancelHref} className={styles.button}>
          {f.cancel}
        </Link>
      </div>
    </Form>
  );
}
