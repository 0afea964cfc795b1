// The inquiry / report / illegal report / objection form (002 §2.8–2.10, §5), on the portal's one form system:
// conform's useForm with the form's own schema (forms/help-ticket.ts, the action's rules and messages), the
// shared Field and ErrorList, and the form's key in every post. Server-rendered and complete without JS (the
// server validates and answers with the form; the category '적용' button reloads the sub-categories and the
// template). With JS (this part hydrates from its own chunk at the reader's first input, components/help/lazy.tsx,
// so that conform and zod never weigh on the page's first load): fields are validated when left (§5.1), the
// button is enabled once the whole form is valid, Enter never submits, a category change loads its
// sub-categories and resets the content to its template, e-mail domains are suggested, files are checked by
// name and content as they are chosen. Files already uploaded by an earlier, rejected post stay listed by name
// and can be removed. Nothing typed is lost: a post that does not get through leaves every field as it was and
// says so (SubmissionProblem), and an answer of the server's fills in only what it says.
import { Form, useFetcher, useNavigation } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { HoneypotInputs, HoneypotProvider } from "remix-utils/honeypot/react";
import { Dialog } from "~/components/dialog/lazy";
import { ErrorList, Field, wiringOf, type FieldWiring } from "~/components/forms/Field";
import { SubmissionProblem } from "~/components/forms/SubmissionProblem";
import { useSubmissionForm, type FormAnswer } from "~/components/forms/use-submission-form";
import {
  CONTENT_MAX,
  emailSuggestions,
  FORM_FIELDS,
  FORM_PATH,
  TYPE_WORD,
  type FormField,
  type HelpCategory,
  type TicketActionData,
  type TicketPageData,
} from "~/domain/help";
import type { SubmissionFailure } from "~/domain/submission";
import { clearLocalDraft, fillFromDraft, readLocalDraft, saveLocalDraft, untouched } from "~/components/forms/local-draft";
import { contentMatches, ticketSchema } from "~/forms/help-ticket";
import { helpForm } from "~/i18n/ko/help/form";
import { helpShared } from "~/i18n/ko/help/shared";
import { submissionTexts } from "~/i18n/ko/submission";
import styles from "./form.module.css";
import { SubmissionKeyInput } from "~/components/forms/SubmissionKey";
import { useClaimSubmissionFailures } from "~/components/forms/claim-failures";

const t = helpForm.form;

type Props = {
  page: TicketPageData;
  action: TicketActionData | undefined;
  failure: SubmissionFailure["submissionFailed"] | null;
  /** The form was brought back after the login its post needed (with files it could not keep). */
  restored?: { hadFiles: boolean } | null;
  intro?: ReactNode;
};

const FIELD_CLASSES = { field: styles.field, label: styles.label, control: styles.control, hint: styles.hint, error: styles.error };

/** The server's answer as conform's last result: what was typed and the errors per field. */
function lastResultOf(action: TicketActionData | undefined): FormAnswer | undefined {
  if (!action) return undefined;
  return { status: Object.keys(action.result.error).length ? "error" : undefined, initialValue: action.result.initialValue, error: action.result.error };
}

export function TicketForm({ page, action, failure, restored, intro }: Props) {
  const { formType } = page;
  const word = TYPE_WORD[formType];
  const fields = FORM_FIELDS[formType];
  const uploads = action?.uploads ?? null;
  // What the fields start with (the server's answer without JS). The form is drawn once: after that the fields hold
  // what the reader typed, and only the reader (or a category's template) changes them.
  const [values] = useState(() => action?.result.initialValue ?? {});
  const [initialMain] = useState(() => page.fixedMain ?? action?.mainCategory ?? values.mainCategory ?? "");
  const [initialContent] = useState(() => values.content ?? (page.fixedMain ? (page.templates[page.fixedMain] ?? "") : ""));

  const formRef = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const navigation = useNavigation();
  const subFetcher = useFetcher<{ nodes: HelpCategory[] }>();
  const [main, setMain] = useState(initialMain);
  const [subOptions, setSubOptions] = useState(action?.subCategories ?? page.subCategories);
  const [content, setContent] = useState(initialContent);
  const [email, setEmail] = useState(values.customerEmail ?? "");
  const [valid, setValid] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  // The form's key, made when it was first drawn: every try of this form carries it, whatever the page's data
  // brings meanwhile (Back after the '접수' dialog shows the same form, and pressing it again is that submission).
  const [formKey, setFormKey] = useState(() => action?.submissionKey ?? page.submissionKey);
  const submissionKey = action?.submissionKey ?? formKey;
  const draftId = `ticket-${formType}`;
  // Its failed posts are shown in it (SubmissionProblem), not as a toast.
  useClaimSubmissionFailures(FORM_PATH[formType]);
  const [fromHere, setFromHere] = useState(false);
  const pendingSub = useRef<string | null>(null);
  const saving = useRef<ReturnType<typeof setTimeout>>();
  /** What each chosen file's content was read to be: the schema checks it synchronously (§5.7). */
  const contents = useRef(new WeakMap<File, boolean>());
  const uploaded = uploads ? { count: uploads.files.length, bytes: uploads.files.reduce((sum, file) => sum + file.size, 0) } : undefined;
  const schema = useMemo(
    () => ticketSchema({ formType, template: page.templates[main] ?? "", uploaded, contentOf: (file) => contents.current.get(file) }),
    // `uploaded` changes with the answer's uploads only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [formType, page.templates, main, uploads],
  );

  // One object per answer: conform takes a new one as a new answer.
  const lastResult = useMemo(() => lastResultOf(action), [action]);
  const { form, errorsOf } = useSubmissionForm({ id: `ticket-${formType}`, schema, answer: lastResult });
  /** The whole form checked again (the button waits for it), whatever conform shows of it yet. */
  const recheck = () => {
    if (formRef.current) setValid(parseWithZod(new FormData(formRef.current), { schema }).status === "success");
  };

  // What the reader chose or typed before this part hydrated (a slow phone, the first input) is in the fields:
  // the state takes it, and a category chosen meanwhile brings its sub-categories.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    // A draft this device kept of the form (a tab closed, the same form in a second tab) fills a form not yet
    // touched, with its key: the same draft sent from two tabs is one submission.
    const kept = !action && !page.done ? readLocalDraft(draftId) : null;
    if (kept && untouched(form)) {
      pendingSub.current = fillFromDraft(form, kept).find(([name]) => name === "subCategory")?.[1] ?? null;
      setFormKey(kept.key);
      setFromHere(true);
    }
    const chosenMain = (form.elements.namedItem("mainCategory") as HTMLSelectElement | null)?.value ?? "";
    if (!page.fixedMain && chosenMain !== main) {
      setMain(chosenMain);
      if (chosenMain && fields.includes("subCategory")) subFetcher.load(`/help/nodes?parentId=${encodeURIComponent(chosenMain)}`);
    }
    setEmail((form.elements.namedItem("customerEmail") as HTMLInputElement | null)?.value ?? "");
    setContent((form.elements.namedItem("content") as HTMLTextAreaElement | null)?.value ?? "");
    setHydrated(true);
    recheck();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (subFetcher.data) setSubOptions(subFetcher.data.nodes);
  }, [subFetcher.data]);
  // A kept draft's sub-category, once its category's list has come.
  useEffect(() => {
    const select = formRef.current?.elements.namedItem("subCategory");
    if (!pendingSub.current || !(select instanceof HTMLSelectElement) || !subOptions.some((option) => option.id === pendingSub.current)) return;
    select.value = pendingSub.current;
    pendingSub.current = null;
    recheck();
    // recheck reads the form as it is: the list that came is what this waits for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [subOptions]);
  // Received: this device's draft of the form is done with.
  useEffect(() => {
    if (page.done) clearLocalDraft(draftId);
  }, [page.done, draftId]);
  /** Keeps the draft on this device a moment after the last keystroke. */
  const keepHere = () => {
    clearTimeout(saving.current);
    saving.current = setTimeout(() => {
      if (formRef.current && !page.done) saveLocalDraft(draftId, formRef.current, submissionKey);
    }, 400);
  };
  // The checks follow what they depend on: a new category's template, the sub-categories that came, the files kept.
  useEffect(recheck, [schema, subOptions]);
  // The files the answer says were uploaded are listed by name: the input that held them is emptied.
  useEffect(() => {
    if (uploads && fileInput.current) fileInput.current.value = "";
  }, [uploads]);

  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "submit";
  // Received (the '접수 완료' dialog shows, or is on its way on a slow phone): the form under it is not sent again.
  const sent = Boolean(page.done);
  const suggestions = emailSuggestions(email);

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (event.key === "Enter" && target instanceof HTMLInputElement && target.type !== "submit") event.preventDefault();
  };

  /** Reads the chosen files' first bytes (§5.7: what they are, not what they are named), then checks them. */
  async function readChosenFiles(input: HTMLInputElement) {
    const files = Array.from(input.files ?? []);
    await Promise.all(files.filter((file) => file.size > 0).map(async (file) => contents.current.set(file, await contentMatches(file))));
    form.validate({ name: "attachedFiles" });
    recheck();
  }

  const field = (name: FormField, label: ReactNode, control: (wiring: FieldWiring) => ReactNode, hint?: ReactNode, hintId?: string) => (
    <Field key={name} name={name} label={label} errors={errorsOf(name)} hint={hint} hintId={hintId} classes={FIELD_CLASSES}>
      {control}
    </Field>
  );

  /** A one-line text field that keeps what was typed. No maxLength: a longer text is kept and marked, never cut. */
  const textField = (name: FormField, label: string, attributes: Record<string, string>) =>
    field(name, label, (wiring) => <input {...wiring} defaultValue={values[name]} {...attributes} />);

  const renderField = (name: FormField): ReactNode => {
    switch (name) {
      case "osInfo":
        return null;
      case "mainCategory":
        return field(name, t.typeLabel(word), (wiring) => (
          <div className={styles.inline}>
            {page.fixedMain ? <input type="hidden" name="mainCategory" value={page.fixedMain} /> : null}
            <select
              {...wiring}
              name={page.fixedMain ? undefined : name}
              defaultValue={initialMain}
              disabled={Boolean(page.fixedMain)}
              onChange={(event) => {
                const next = event.currentTarget.value;
                setMain(next);
                setSubOptions([]);
                const template = page.templates[next] ?? "";
                form.update({ name: "content", value: template });
                setContent(template);
                if (next && fields.includes("subCategory")) subFetcher.load(`/help/nodes?parentId=${encodeURIComponent(next)}`);
              }}
            >
              <option value="">{t.choose}</option>
              {page.mainCategories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
            {/* Without JS the sub-categories and the template come with a post. */}
            {!page.fixedMain && !hydrated ? (
              <button type="submit" name="intent" value="category" formNoValidate className={styles.secondary}>
                {t.applyCategory}
              </button>
            ) : null}
          </div>
        ));
      case "subCategory":
        return field(name, t.subCategory, (wiring) => (
          // Keyed by its options: a new category's list starts unchosen.
          <select {...wiring} key={subOptions.map((option) => option.id).join()} defaultValue={values.subCategory ?? ""} disabled={subFetcher.state !== "idle"}>
            <option value="">{t.choose}</option>
            {subOptions.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        ));
      case "customerEmail":
        return field(name, t.email, (wiring) => (
          <>
            <input
              {...wiring}
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder={t.emailPlaceholder}
              defaultValue={values.customerEmail}
              list="email-domains"
              onInput={(event) => setEmail(event.currentTarget.value)}
            />
            <datalist id="email-domains">
              {suggestions.map((suggestion) => (
                <option key={suggestion} value={suggestion} />
              ))}
            </datalist>
          </>
        ));
      case "reporterName":
        return textField(name, t.reporterName, { placeholder: t.reporterNamePlaceholder, autoComplete: "name" });
      case "birth":
        return textField(name, t.birth, { inputMode: "numeric", placeholder: t.birthPlaceholder });
      case "phoneNumber":
        return textField(name, t.phoneNumber, { type: "tel", inputMode: "tel", autoComplete: "tel", placeholder: t.phonePlaceholder });
      case "title":
        return textField(name, t.title, { placeholder: t.titlePlaceholder });
      case "content":
        return field(
          name,
          t.contentLabel(word),
          (wiring) => <textarea {...wiring} rows={10} defaultValue={initialContent} onInput={(event) => setContent(event.currentTarget.value)} />,
          <p id="content-counter" className={content.length > CONTENT_MAX ? `${styles.counter} ${styles.over}` : styles.counter}>
            {t.counter(content.length)}
          </p>,
          "content-counter",
        );
      case "attachedFiles":
        return field(
          name,
          t.attachments,
          (wiring) => (
            <input
              {...wiring}
              ref={fileInput}
              type="file"
              multiple
              accept={page.extensions.map((extension) => `.${extension}`).join(",")}
              onChange={(event) => void readChosenFiles(event.currentTarget)}
            />
          ),
          <>
            {uploads ? (
              <div className={styles.uploaded}>
                <input type="hidden" name="uploads" value={uploads.token} />
                <p className={styles.hint}>{t.attachmentsKept}</p>
                <ul>
                  {uploads.files.map((file) => (
                    <li key={file.id}>
                      <span>{file.name}</span>
                      <span className={styles.hint}>{t.fileSize((file.size / 1024).toFixed(1))}</span>
                      <button
                        type="submit"
                        name="intent"
                        value={`remove:${file.id}`}
                        formNoValidate
                        className={styles.remove}
                        aria-label={t.removeFile(file.name)}
                      >
                        <svg className="icon" aria-hidden>
                          <use href="/icons.svg#close" />
                        </svg>
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <div id="attachments-help" className={styles.hint}>
              <p>{t.attachmentHelp(page.extensions.join(", "))}</p>
              <p>{t.attachmentLargeFiles(page.helpEmail)}</p>
            </div>
          </>,
          "attachments-help",
        );
      case "agreement": {
        const errors = errorsOf("agreement");
        const wiring = wiringOf("agreement", { errors });
        return (
          <div className={styles.privacy} key={name}>
            <h2 className={styles.subheading}>{t.privacyHeading}</h2>
            <ul>
              {page.notices.privacy.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <label className={styles.checkbox}>
              <input
                type="checkbox"
                {...wiring}
                defaultChecked={values.agreement === "on"}
                // A box is left by ticking it as often as by leaving it: checked at once.
                onChange={() => form.validate({ name: "agreement" })}
              />
              {t.agreement}
            </label>
            <ErrorList id="agreement-error" errors={errors} className={styles.error} />
          </div>
        );
      }
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t.headings[formType]}</h1>
      {intro}
      {restored ? (
        <p className={styles.restored} role="status">
          {restored.hadFiles ? submissionTexts.restoredWithoutFiles : submissionTexts.restored}
        </p>
      ) : fromHere ? (
        <div className={styles.restored} role="status">
          <span>{submissionTexts.restoredHere}</span>{" "}
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => {
              // A new form: nothing kept, a key of its own.
              clearLocalDraft(draftId);
              formRef.current?.reset();
              setFormKey(crypto.randomUUID());
              setFromHere(false);
              setMain(initialMain);
              setContent(initialContent);
              recheck();
            }}
          >
            {submissionTexts.discardDraft}
          </button>
        </div>
      ) : null}
      <Form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        action={FORM_PATH[formType]}
        className={styles.form}
        id={form.id}
        noValidate
        onSubmit={form.onSubmit}
        onKeyDown={onKeyDown}
        onInput={() => {
          recheck();
          keepHere();
        }}
        onChange={(event) => {
          const name = (event.target as unknown as HTMLInputElement).name;
          // A choice is made once: checked at once, as a field left.
          if (name === "subCategory" || name === "mainCategory") form.validate({ name });
          recheck();
          keepHere();
        }}
      >
        {/* The form's default button (the first submit in the page's order, which Enter presses): a copy of the submit,
            unseen and out of Tab's way, so that Enter without JS sends the form rather than the category '적용' or a
            kept file's × that come before it. With JS, Enter never submits (onKeyDown). Its post is
            the submit's: the action's intent is 'submit' when none is named. */}
        <button type="submit" tabIndex={-1} aria-hidden className="visually-hidden" />
        {action?.honeypot ? (
          <HoneypotProvider {...action.honeypot}>
            <HoneypotInputs />
          </HoneypotProvider>
        ) : (
          <HoneypotInputs />
        )}
        <SubmissionKeyInput value={submissionKey} />
        {/* A member's form: sent after their session ran out, it is kept through the login, not sent as a guest's. */}
        {page.userId ? <input type="hidden" name="member" value={page.userId} /> : null}
        <div className={styles.field}>
          <span className={styles.label}>{t.userId}</span>
          <div className={styles.control}>
            <strong>{page.userId ?? t.guest}</strong>
            {page.userId ? null : <p className={styles.hint}>{t.guestNote}</p>}
          </div>
        </div>
        {fields.map(renderField)}
        <section className={styles.notes} aria-labelledby="notes-heading">
          <h2 id="notes-heading" className={styles.subheading}>
            {t.notesLabel(word)}
          </h2>
          <ul>
            {page.notices.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
        {failure ? (
          <SubmissionProblem failure={failure} intent="submit" />
        ) : action?.formError ? (
          <p className={styles.error} role="alert">
            {action.formError}
          </p>
        ) : null}
        <button type="submit" name="intent" value="submit" className={styles.submit} disabled={sent || (hydrated && (!valid || busy))} aria-busy={busy}>
          {busy ? t.sending : t.submit(word)}
        </button>
      </Form>
      {page.done ? (
        <Dialog title={t.done(word)} closeHref={page.done.href}>
          <p>{page.userId ? t.doneMember : t.doneGuest}</p>
          <a href={page.done.href} className={styles.submit}>
            {helpShared.common.confirm}
          </a>
        </Dialog>
      ) : null}
    </div>
  );
}
