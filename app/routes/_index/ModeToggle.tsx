// The floating popular / prefer toggle (000 §2.4, §4.1), for members only. A plain form without JS; with
// JS its buttons are locked for 1.5 s after a switch and the page goes back to the top.
import { Form } from "@remix-run/react";
import { MODE_LOCK_MS, type HomeMode } from "~/domain/home";
import { home as homeTexts } from "~/i18n/ko/home";
import styles from "./home.module.css";

const t = homeTexts.mode;

export function ModeToggle({ mode }: { mode: HomeMode }) {
  return (
    <Form
      method="post"
      action="/resources/home-mode"
      className={styles.modeToggle}
      onSubmit={(event) => {
        // Locked once the submission has read the pressed button (a disabled button sends nothing).
        const buttons = event.currentTarget.querySelectorAll("button");
        setTimeout(() => buttons.forEach((button) => (button.disabled = true)));
        setTimeout(() => buttons.forEach((button) => (button.disabled = false)), MODE_LOCK_MS);
        window.scrollTo({ top: 0 });
      }}
    >
      <fieldset>
        <legend className="visually-hidden">{t.label}</legend>
        {(["popular", "prefer"] as const).map((value) => (
          <button key={value} type="submit" name="mode" value={value} className={styles.modeButton} aria-pressed={mode === value}>
            {t[value]}
          </button>
        ))}
      </fieldset>
    </Form>
  );
}
