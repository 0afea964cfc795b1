// The write and edit form (001 §2.9): board, title, content (HTML-safe), hashtags and photos. A plain
// multipart form post that works without JS; with JS fields are checked as they are left. Without JS
// the server's answer comes back with everything typed kept (photos must be chosen again).
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { POST_LIMITS, type PostPhoto, type StationBoard } from "~/domain/station";
import { stationPostEdit as e } from "~/i18n/ko/station/post-edit";
import { stationPosts as t } from "~/i18n/ko/station/posts";
import styles from "./station.module.css";
import { useLazyValidation } from "./useLazyValidation";

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
  const field = (name: string, label: string, control: (describedBy: string) => ReactNode, hint?: string) => {
    const error = errorOf(name);
    const describedBy = [hint ? `${name}-hint` : "", error ? `${name}-error` : ""].filter(Boolean).join(" ");
    return (
      <div className={styles.field}>
        <label htmlFor={`post-${name}`}>{label}</label>
        {control(describedBy)}
        {hint ? (
          <p id={`${name}-hint`} className={styles.hint}>
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${name}-error`} className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <Form method="post" encType="multipart/form-data" className={styles.form} noValidate onBlur={onBlur}>
      <h1>{mode === "write" ? f.writeTitle : f.editTitle}</h1>
      {formErrors.length ? (
        <p className={styles.error} role="alert">
          {formErrors[0]}
        </p>
      ) : null}
      {field("bbsNo", f.board, (describedBy) => (
        <select
          id="post-bbsNo"
          name="bbsNo"
          defaultValue={value("bbsNo")}
          required
          aria-describedby={describedBy || undefined}
          aria-invalid={errorOf("bbsNo") ? true : undefined}
        >
          {boards.map((board) => (
            <option key={board.bbsNo} value={board.bbsNo}>
              {board.name || t.board.guestbook}
            </option>
          ))}
        </select>
      ))}
      {field("title", f.title, (describedBy) => (
        <input
          id="post-title"
          name="title"
          defaultValue={value("title")}
          required
          maxLength={POST_LIMITS.titleMax}
          aria-describedby={describedBy || undefined}
          aria-invalid={errorOf("title") ? true : undefined}
        />
      ))}
      {field(
        "content",
        f.content,
        (describedBy) => (
          <textarea
            id="post-content"
            name="content"
            defaultValue={value("content")}
            required
            maxLength={POST_LIMITS.contentMax}
            aria-describedby={describedBy || undefined}
            aria-invalid={errorOf("content") ? true : undefined}
          />
        ),
        f.contentHint,
      )}
      {field(
        "hashtags",
        f.hashtags,
        (describedBy) => (
          <input
            id="post-hashtags"
            name="hashtags"
            defaultValue={value("hashtags")}
            maxLength={POST_LIMITS.hashtagsMax}
            aria-describedby={describedBy || undefined}
          />
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
        (describedBy) => (
          <input
            id="post-photos"
            type="file"
            name="photos"
            multiple
            accept="image/jpeg,image/png,image/gif,image/webp"
            aria-describedby={describedBy || undefined}
          />
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
