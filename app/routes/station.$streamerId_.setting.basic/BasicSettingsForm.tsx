// 기본 설정 (001 §2.13): station name (codes 1305 / 1306 / 1307), title, profile message and up to six
// links whose URLs follow the URL rule (001 §5). A plain form post; with JS checked as fields are left.
import type { SubmissionResult } from "@conform-to/react";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import styles from "~/components/station/station.module.css";
import { formFields, useLazyValidation } from "~/components/station/form-fields";
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
  const { field, cell } = formFields("basic", errorOf);
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
        (wiring) => (
          <input {...wiring} defaultValue={typed?.name ?? settings.name} required />
        ),
        b.nameHint(STATION_NAME.MAX_BYTES),
      )}
      {field("title", b.title, (wiring) => (
        <input {...wiring} defaultValue={typed?.title ?? settings.title} maxLength={BASIC_LIMITS.titleMax} />
      ))}
      {field("profileText", b.profileText, (wiring) => (
        <textarea
          {...wiring}
          defaultValue={typed?.profileText ?? settings.profileText}
          maxLength={BASIC_LIMITS.profileMax}
          rows={4}
          style={{ minHeight: "auto" }}
        />
      ))}
      <fieldset className={styles.field}>
        <legend>{b.links}</legend>
        {links.map((link, index) => (
          <div key={index} className={styles.linkRow}>
            {cell(`links[${index}].type`, `link-${index}-type`, b.linkType(index + 1), (wiring) => (
              <select {...wiring} defaultValue={link.type}>
                <option value="">{b.noLink}</option>
                {Object.entries(LINK_TYPE_CODES).map(([type, code]) => (
                  <option key={type} value={code}>
                    {b.linkTypes[type as keyof typeof LINK_TYPE_CODES]}
                  </option>
                ))}
              </select>
            ))}
            {cell(`links[${index}].url`, `link-${index}-url`, b.linkUrl(index + 1), (wiring) => (
              <input {...wiring} defaultValue={link.url} inputMode="url" placeholder="https://" />
            ))}
            {cell(`links[${index}].name`, `link-${index}-name`, b.linkName(index + 1), (wiring) => (
              <input {...wiring} defaultValue={link.name} maxLength={30} placeholder={b.linkName(index + 1)} />
            ))}
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
