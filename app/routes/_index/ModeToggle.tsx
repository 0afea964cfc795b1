// The floating popular / prefer toggle (000 §2.4, §4.1), for members only. A plain form without JS; with
// JS its buttons are locked for 1.5 s after a switch (and while the switch is still under way, so that a
// slow answer cannot be overtaken by a second switch), it says it is busy meanwhile, and the page goes
// back to the top.
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { MODE_LOCK_MS, type HomeMode } from "~/domain/home";
import { home as homeTexts } from "~/i18n/ko/home";
import styles from "./home.module.css";

const t = homeTexts.mode;
const ACTION = "/resources/home-mode";

export function ModeToggle({ mode }: { mode: HomeMode }) {
  const navigation = useNavigation();
  // Posting, then loading the home page it redirects to.
  const switching = navigation.state !== "idle" && navigation.formAction === ACTION;
  const [locked, setLocked] = useState(false);
  useEffect(() => {
    if (!locked) return;
    const timer = setTimeout(() => setLocked(false), MODE_LOCK_MS);
    return () => clearTimeout(timer);
  }, [locked]);
  return (
    <Form
      method="post"
      action={ACTION}
      className={styles.modeToggle}
      onSubmit={() => {
        // React disables the buttons after this handler, once the submission has read the pressed one.
        setLocked(true);
        window.scrollTo({ top: 0 });
      }}
    >
      <fieldset aria-busy={switching || undefined}>
        <legend className="visually-hidden">{t.label}</legend>
        {(["popular", "prefer"] as const).map((value) => (
          <button
            key={value}
            type="submit"
            name="mode"
            value={value}
            className={styles.modeButton}
            aria-pressed={mode === value}
            disabled={locked || switching}
          >
            {t[value]}
          </button>
        ))}
      </fieldset>
    </Form>
  );
}
