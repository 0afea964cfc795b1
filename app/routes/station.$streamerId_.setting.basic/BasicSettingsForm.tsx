// 기본 설정 (001 §2.13): station name (codes 1305 / 1306 / 1307), title, profile message and up to six
// links whose URLs follow the URL rule (001 §5). A plain form post; with JS checked as fields are left.
import type { SubmissionResult } from "@conform-to/react";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import styles from "~/components/station/station.module.css";
import { useLazyValidation } from "~/components/station/useLazyValidation";
import { LINK_TYPE_CODES, type BasicSettings } from "~/domain/station";
import { BASIC_LIMITS, STATION_NAME } from "~/domain/station-settings";
import { stationSettings as t } from "~/i18n/ko/station/settings";

const b = t.settings.basic;

export function BasicSettingsForm({ settings }: { settings: BasicSettings }) {
  const answer = useActionData<{ result: SubmissionResult }>();
  const navigation = useNavigation();
  const typed = (answer?.result.initialValue ?? null) as {
    name?: string;
    title?: string;
    profileText?: string;
    links?: Array<{ type?: string; url?: string; name?: string } | null>;
  } | null;
  const { onBlur, errorOf } = useLazyValidation(async (formData) => (await import("~/forms/station-validate")).validateBasic(formData), answer);
  const links = Array.from({ length: BASIC_LIMITS.links }, (_, index) => {
    const link = typed ? typed.links?.[index] : settings.links[index];
    return { type: typed ? (link?.type ?? "") : link ? String((link as { code: number }).code) : "", url: link?.url ?? "", name: link?.name ?? "" };
  });
  const error = (name: string) => {
    const message = errorOf(name);
    return message ? (
      <p id={`${name}-error`} className={styles.error}>
        {message}
      </p>
    ) : null;
  };
  const describe = (name: string, extra?: string) => [extra, errorOf(name) ? `${name}-error` : ""].filter(Boolean).join(" ") || undefined;
  const field = (name: string, label: string, control: ReactNode, hint?: string) => (
    <div className={styles.field}>
      <label htmlFor={`basic-${name}`}>{label}</label>
      {control}
      {hint ? (
        <p id={`${name}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error(name)}
    </div>
  );
  const formErrors = answer?.result.error?.[""] ?? [];
  return (
    <Form method="post" className={styles.form} noValidate onBlur={onBlur}>
      <h1>{t.settings.items.basic}</h1>
      {formErrors.length ? (
        <p className={styles.error} role="alert">
          {formErrors[0]}
        </p>
      ) : null}
      {field(
        "name",
        b.name,
        <input
          id="basic-name"
          name="name"
          defaultValue={typed?.name ?? settings.name}
          required
          aria-describedby={describe("name", "name-hint")}
          aria-invalid={errorOf("name") ? true : undefined}
        />,
        b.nameHint(STATION_NAME.MAX_BYTES),
      )}
      {field(
        "title",
        b.title,
        <input
          id="basic-title"
          name="title"
          defaultValue={typed?.title ?? settings.title}
          maxLength={BASIC_LIMITS.titleMax}
          aria-describedby={describe("title")}
        />,
      )}
      {field(
        "profileText",
        b.profileText,
        <textarea
          id="basic-profileText"
          name="profileText"
          defaultValue={typed?.profileText ?? settings.profileText}
          maxLength={BASIC_LIMITS.profileMax}
          rows={4}
          style={{ minHeight: "auto" }}
          aria-describedby={describe("profileText")}
        />,
      )}
      <fieldset className={styles.field}>
        <legend>{b.links}</legend>
        {links.map((link, index) => (
          <div key={index} className={styles.linkRow}>
            <div>
              <label htmlFor={`link-${index}-type`} className="visually-hidden">
                {b.linkType(index + 1)}
              </label>
              <select id={`link-${index}-type`} name={`links[${index}].type`} defaultValue={link.type} aria-describedby={describe(`links[${index}].type`)}>
                <option value="">{b.noLink}</option>
                {Object.entries(LINK_TYPE_CODES).map(([type, code]) => (
                  <option key={type} value={code}>
                    {b.linkTypes[type as keyof typeof LINK_TYPE_CODES]}
                  </option>
                ))}
              </select>
              {error(`links[${index}].type`)}
            </div>
            <div>
              <label htmlFor={`link-${index}-url`} className="visually-hidden">
                {b.linkUrl(index + 1)}
              </label>
              <input
                id={`link-${index}-url`}
                name={`links[${index}].url`}
                defaultValue={link.url}
                inputMode="url"
                placeholder="https://"
                aria-describedby={describe(`links[${index}].url`)}
                aria-invalid={errorOf(`links[${index}].url`) ? true : undefined}
              />
              {error(`links[${index}].url`)}
            </div>
            <div>
              <label htmlFor={`link-${index}-name`} className="visually-hidden">
                {b.linkName(index + 1)}
              </label>
              <input id={`link-${index}-name`} name={`links[${index}].name`} defaultValue={link.name} maxLength={30} placeholder={b.linkName(index + 1)} />
            </div>
          </div>
        ))}
      </fieldset>
      <div className={styles.formActions}>
        <button type="submit" className={styles.buttonPrimary} disabled={navigation.state === "submitting"}>
          {b.save}
        </button>
      </div>
    </Form>
  );
}
