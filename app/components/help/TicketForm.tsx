// The inquiry / report / illegal report / objection form (002 §2.8–2.10, §5). Server-rendered and
// complete without JS (the server validates and re-renders; the category '적용' button reloads the
// sub-categories and the template). With JS: validated when touched (the schema is imported on first
// touch), submit disabled until valid, Enter never submits, category changes load sub-categories and
// reset the content to the template, e-mail domains are suggested. Files already uploaded by an
// earlier, rejected submission stay listed by name and can be removed.
import { Form, useFetcher, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type FocusEvent, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from "react";
import { HoneypotInputs, HoneypotProvider } from "remix-utils/honeypot/react";
import { Dialog } from "~/components/dialog/lazy";
import {
  CONTENT_MAX,
  emailSuggestions,
  FORM_FIELDS,
  FORM_PATH,
  TITLE_MAX,
  TYPE_WORD,
  type FormField,
  type HelpCategory,
  type TicketActionData,
  type TicketPageData,
} from "~/domain/help";
import { helpForm } from "~/i18n/ko/help/form";
import { helpShared } from "~/i18n/ko/help/shared";
import { SubmissionProblem } from "~/components/forms/SubmissionProblem";
import type { SubmissionFailure } from "~/domain/submission";
import styles from "./form.module.css";
import { SubmissionKeyInput } from "./SubmissionKey";

const t = helpForm.form;

/** What ties a control to its label (id), its error and help (aria-describedby) and the form (name). */
type ControlWiring = { id: string; name: string; "aria-describedby": string | undefined; "aria-invalid": true | undefined };

type Props = { page: TicketPageData; action: TicketActionData | undefined; failure: SubmissionFailure["submissionFailed"] | null; intro?: ReactNode };

/** The controlled fields, whose server-rendered value React would put back at hydration. */
const CONTROLLED = ["mainCategory", "subCategory", "customerEmail", "content"] as const;

/**
 * What the user chose or typed before the page hydrated (a slow phone: issue 20), read from the server's
 * form during the hydration render, before React sets the controlled fields to their state; null otherwise.
 */
function enteredBeforeHydration(): Partial<Record<(typeof CONTROLLED)[number], string>> | null {
  if (typeof document === "undefined" || document.documentElement.hasAttribute("data-hydrated")) return null;
  const entered: Partial<Record<(typeof CONTROLLED)[number], string>> = {};
  for (const name of CONTROLLED) {
    const control = document.getElementById(name);
    if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement) entered[name] = control.value;
  }
  return entered;
}

export function TicketForm({ page, action, failure, intro }: Props) {
  const { formType } = page;
  const word = TYPE_WORD[formType];
  const fields = FORM_FIELDS[formType];
  const values = action?.result.initialValue ?? {};
  const serverErrors = action?.result.error ?? {};
  const uploads = action?.uploads ?? null;

  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const subFetcher = useFetcher<{ nodes: HelpCategory[] }>();
  const [hydrated, setHydrated] = useState(false);
  const [main, setMain] = useState(page.fixedMain ?? action?.mainCategory ?? values.mainCategory ?? "");
  const [sub, setSub] = useState(values.subCategory ?? "");
  const [content, setContent] = useState(values.content ?? (page.fixedMain ? (page.templates[page.fixedMain] ?? "") : ""));
  const [email, setEmail] = useState(values.customerEmail ?? "");
  const [subOptions, setSubOptions] = useState(action?.subCategories ?? page.subCategories);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const [valid, setValid] = useState(false);
  const validation = useRef(0);
  const entered = useRef<ReturnType<typeof enteredBeforeHydration> | undefined>(undefined);
  if (entered.current === undefined) entered.current = enteredBeforeHydration();
  useEffect(() => {
    setHydrated(true);
    const before = entered.current;
    if (!before) return;
    // A form filled before hydration (its agreement ticked: a form that can be sent has it) is validated
    // below, once its values are back, so that one completed on a slow phone can be sent without editing it.
    if ((formRef.current?.agreement as HTMLInputElement | undefined)?.checked) setTouched(new Set(["agreement"]));
    if (!page.fixedMain && before.mainCategory !== undefined && before.mainCategory !== main) {
      setMain(before.mainCategory);
      if (before.mainCategory && fields.includes("subCategory")) subFetcher.load(`/help/nodes?parentId=${encodeURIComponent(before.mainCategory)}`);
    } else if (before.subCategory !== undefined) setSub(before.subCategory);
    if (before.customerEmail !== undefined) setEmail(before.customerEmail);
    if (before.content !== undefined) setContent(before.content);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (subFetcher.data) setSubOptions(subFetcher.data.nodes);
  }, [subFetcher.data]);

  async function validate() {
    const form = formRef.current;
    if (!form) return;
    const run = (validation.current += 1);
    const { validateTicket } = await import("~/forms/help-ticket-validate");
    const formData = new FormData(form);
    const errors = await validateTicket(formData, {
      formType,
      template: page.templates[String(formData.get("mainCategory") ?? "")] ?? "",
      uploaded: uploads ? { count: uploads.files.length, bytes: uploads.files.reduce((sum, file) => sum + file.size, 0) } : undefined,
    });
    if (run !== validation.current) return;
    setClientErrors(errors);
    setValid(Object.keys(errors).length === 0);
  }

  const touch = (name: string) => {
    if (fields.includes(name as FormField)) setTouched((current) => (current.has(name) ? current : new Set([...current, name])));
    void validate();
  };

  const errorOf = (field: FormField) => (touched.has(field) ? clientErrors[field] : serverErrors[field]?.[0]);

  // After a category change the content is the new template, and when the form filled before hydration is
  // first counted as touched it has its values back: validate again once React has rendered them (a field's
  // own first touch has validated already; this runs once more then, not at every new field).
  useEffect(() => {
    if (touched.size) void validate();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [main, subOptions, touched.size > 0]);

  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "submit";
  // Received (the '접수 완료' dialog shows, or is on its way on a slow phone): the form under it is not sent again.
  const sent = Boolean(page.done);
  const suggestions = emailSuggestions(email);

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (event.key === "Enter" && target instanceof HTMLInputElement && target.type !== "submit") event.preventDefault();
  };

  /** A labelled control with its error; `control` gets what ties it to the label, the error and its help (`hintId`). */
  function field(name: FormField, label: string, control: (wiring: ControlWiring) => ReactNode, hint?: ReactNode, hintId?: string) {
    const error = errorOf(name);
    const errorId = `${name}-error`;
    const describedBy = [error ? errorId : "", hintId ?? ""].filter(Boolean).join(" ") || undefined;
    return (
      <div className={styles.field} key={name}>
        <label htmlFor={name} className={styles.label}>
          {label}
        </label>
        <div className={styles.control}>
          {control({ id: name, name, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined })}
          {hint}
          {error ? (
            <p id={errorId} className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
        </div>
      </div>
    );
  }

  /** A one-line text field that keeps what was typed (the server's answer). */
  const textField = (name: FormField, label: string, attributes: InputHTMLAttributes<HTMLInputElement>) =>
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
              value={main}
              disabled={Boolean(page.fixedMain)}
              onChange={(event) => {
                const next = event.currentTarget.value;
                setMain(next);
                setSub("");
                setContent(page.templates[next] ?? "");
                setSubOptions([]);
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
            {!page.fixedMain && !hydrated ? (
              <button type="submit" name="intent" value="category" formNoValidate className={styles.secondary}>
                {t.applyCategory}
              </button>
            ) : null}
          </div>
        ));
      case "subCategory":
        return field(name, t.subCategory, (wiring) => (
          <select {...wiring} value={sub} disabled={subFetcher.state !== "idle"} onChange={(event) => setSub(event.currentTarget.value)}>
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
              value={email}
              list="email-domains"
              onChange={(event) => setEmail(event.currentTarget.value)}
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
        return textField(name, t.title, { maxLength: TITLE_MAX, placeholder: t.titlePlaceholder });
      case "content":
        return field(
          name,
          t.contentLabel(word),
          (wiring) => <textarea {...wiring} rows={10} maxLength={CONTENT_MAX} value={content} onChange={(event) => setContent(event.currentTarget.value)} />,
          <p id="content-counter" className={styles.counter}>
            {t.counter(content.length)}
          </p>,
          "content-counter",
        );
      case "attachedFiles":
        return field(
          name,
          t.attachments,
          (wiring) => <input {...wiring} type="file" multiple accept={page.extensions.map((extension) => `.${extension}`).join(",")} />,
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
      case "agreement":
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
                id="agreement"
                name="agreement"
                defaultChecked={values.agreement === "on"}
                aria-describedby={errorOf("agreement") ? "agreement-error" : undefined}
                aria-invalid={Boolean(errorOf("agreement")) || undefined}
              />
              {t.agreement}
            </label>
            {errorOf("agreement") ? (
              <p id="agreement-error" className={styles.error} role="alert">
                {errorOf("agreement")}
              </p>
            ) : null}
          </div>
        );
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t.headings[formType]}</h1>
      {intro}
      <Form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        action={FORM_PATH[formType]}
        className={styles.form}
        noValidate
        onKeyDown={onKeyDown}
        onBlur={(event: FocusEvent<HTMLFormElement>) => touch((event.target as unknown as HTMLInputElement).name)}
        onChange={(event) => {
          const name = (event.target as unknown as HTMLInputElement).name;
          if (name === "attachedFiles" || name === "agreement" || name === "subCategory") touch(name);
          else void validate();
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
        <SubmissionKeyInput value={action?.submissionKey ?? page.submissionKey} />
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
