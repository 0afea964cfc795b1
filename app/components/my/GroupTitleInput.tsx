// The group-name field of the group dialogs, with the error the action answered and what was typed (no
// maxLength: a longer name is kept and marked with its message, never cut).
import { useActionData } from "@remix-run/react";
import { myFavorite } from "~/i18n/ko/my-favorite";
import { myStyles as styles } from "./blocks";

/** The action's answer to a group form that failed: which form, the message and what was typed. */
export type GroupFormError = { target: string; message: string; title: string };

export function GroupTitleInput({ id, target, defaultValue, label }: { id: string; target: string; defaultValue?: string; label: string }) {
  const answer = useActionData<{ groupError?: GroupFormError }>()?.groupError;
  const error = answer?.target === target ? answer : null;
  return (
    <>
      <input
        id={id}
        type="text"
        name="title"
        required
        defaultValue={error?.title ?? defaultValue}
        placeholder={myFavorite.groups.namePlaceholder}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error.message}
        </p>
      ) : null}
    </>
  );
}
