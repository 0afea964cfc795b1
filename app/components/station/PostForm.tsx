// The write and edit form (001 §2.9): board, title, content (HTML-safe), hashtags and photos, on the portal's one
// form system (components/forms/use-submission-form.ts: conform with the form's schema, checked as fields are
// left). A plain multipart form post that works without JS; with JS it hydrates from its own chunk at the first
// input (components/station/lazy.ts). Nothing typed is lost: a post that does not get through (or that the
// station API answered too late) leaves the form as it is, with what happened and a button to send it again with
// the same key; a post sent after the session ran out comes back after the login (with a notice; photos must be
// chosen again). No field cuts what is pasted into it: a longer text is kept and marked.
import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { ErrorList, Field } from "~/components/forms/Field";
import { SubmissionProblem } from "~/components/forms/SubmissionProblem";
import { useSubmissionForm, type FormAnswer } from "~/components/forms/use-submission-form";
import { SubmissionKeyInput } from "~/components/forms/SubmissionKey";
import { POST_LIMITS, type PostPhoto, type StationBoard } from "~/domain/station";
import type { SubmissionFailure } from "~/domain/submission";
import { postSchema } from "~/forms/station-post";
import { stationPostEdit as e } from "~/i18n/ko/station/post-edit";
import { stationPosts as t } from "~/i18n/ko/station/posts";
import { submissionTexts } from "~/i18n/ko/submission";
import styles from "./station.module.css";
import { useClaimSubmissionFailures } from "~/components/forms/claim-failures";

type Defaults = { bbsNo: string; title: string; content: string; hashtags: string };
/** Where the form starts: the post (or nothing), or the draft a post left when its session ran out. */
export type PostFormStart = { defaults: Defaults; keptPhotos: string[]; submissionKey: string; restored: { hadFiles: boolean } | null };
export type PostFormProps = {
  mode: "write" | "edit";
  boards: StationBoard[];
  start: PostFormStart;
  photos: PostPhoto[];
  cancelHref: string;
  answer: { result: FormAnswer; submissionKey: string | null } | undefined;
  failure: SubmissionFailure["submissionFailed"] | null;
};

const f = e.form;

/** What a post sent, as the form starts from it. */
function typedIn(sent: FormAnswer["initialValue"]): Pick<PostFormStart, "defaults" | "keptPhotos"> {
  const text = (name: string) => (typeof sent?.[name] === "string" ? (sent[name] as string) : "");
  return {
    defaults: { bbsNo: text("bbsNo"), title: text("title"), content: text("content"), hashtags: text("hashtags") },
    keptPhotos: [sent?.keepPhotos ?? []].flat().map(String),
  };
}
const FIELD_CLASSES = { field: styles.field, hint: styles.hint, error: styles.error };

export function PostForm({ mode, boards, start, photos, cancelHref, answer, failure }: PostFormProps) {
  const navigation = useNavigation();
  // Its failed posts are shown in it (SubmissionProblem), not as a toast.
  useClaimSubmissionFailures(useLocation().pathname);
  // Drawn once with what it starts from (the server's answer, when the form comes back without JS); the key stays
  // the form's for every try.
  const [{ defaults, keptPhotos, submissionKey }] = useState(() => (answer ? { ...start, ...typedIn(answer.result.initialValue) } : start));
  const [kept, setKept] = useState(keptPhotos.length);
  const { form, errorsOf, formErrors } = useSubmissionForm({
    id: `post-${mode}`,
    schema: postSchema({ boardNos: boards.map((board) => board.bbsNo), keptCount: kept }),
    answer: answer?.result,
  });
  const field = (name: string, label: string, control: Parameters<typeof Field>[0]["children"], hint?: string) => (
    <Field name={name} id={`post-${name}`} label={label} errors={errorsOf(name)} hint={hint} classes={FIELD_CLASSES}>
      {control}
    </Field>
  );
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className={styles.form}
      id={form.id}
      noValidate
      onSubmit={form.onSubmit}
      onChange={(event) => {
        if ((event.target as HTMLInputElement).name === "keepPhotos") setKept(event.currentTarget.querySelectorAll("input[name=keepPhotos]:checked").length);
      }}
    >
      <h1>{mode === "write" ? f.writeTitle : f.editTitle}</h1>
      {start.restored ? (
        <p className={styles.notice} role="status">
          {start.restored.hadFiles ? submissionTexts.restoredWithoutFiles : submissionTexts.restored}
        </p>
      ) : null}
      <ErrorList id="post-form-error" errors={formErrors} className={styles.error} />
      <SubmissionKeyInput value={answer?.submissionKey ?? submissionKey} />
      {field("bbsNo", f.board, (wiring) => (
        <select {...wiring} defaultValue={defaults.bbsNo} required>
          {boards.map((board) => (
            <option key={board.bbsNo} value={board.bbsNo}>
              {board.name || t.board.guestbook}
            </option>
          ))}
        </select>
      ))}
      {field("title", f.title, (wiring) => (
        <input {...wiring} defaultValue={defaults.title} required />
      ))}
      {field(
        "content",
        f.content,
        (wiring) => (
          <textarea {...wiring} defaultValue={defaults.content} required />
        ),
        f.contentHint,
      )}
      {field(
        "hashtags",
        f.hashtags,
        (wiring) => (
          <input {...wiring} defaultValue={defaults.hashtags} />
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
                    <input type="checkbox" name="keepPhotos" value={photo.photoNo} defaultChecked={keptPhotos.includes(photo.photoNo)} /> {photo.label}
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
      {failure ? <SubmissionProblem failure={failure} /> : null}
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
