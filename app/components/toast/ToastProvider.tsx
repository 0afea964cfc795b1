// Toasts: a flash message from the last action (root loader) or one shown by a component. Each stays
// 5 s (000 §9). Without JS a CSS animation hides it after the same time; with JS a timer removes it.
// Inside the app webview the native toast is used when the bridge is there.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { SUBMISSION_FAILED_EVENT, type SubmissionFailedDetail } from "~/domain/submission";
import { TOAST_DURATION_MS, type Toast } from "~/domain/toast";
import { common } from "~/i18n/ko/common";
import { appBridge } from "~/utils/app-bridge";
import { useRootData } from "~/utils/root-data";
import styles from "./toast.module.css";

type ToastApi = { show: (toast: Toast) => void };
const ToastContext = createContext<ToastApi>({ show: () => {} });

export const useToast = () => useContext(ToastContext);

type Shown = Toast & { id: string };

let counter = 0;
const nextId = () => `local-${Date.now()}-${(counter += 1)}`;

export function ToastProvider({ initial, children }: { initial: Toast | null; children: ReactNode }) {
  const platform = useRootData()?.client.platform ?? "web";
  const [toasts, setToasts] = useState<Shown[]>(() => (initial ? [{ ...initial, id: initial.id ?? nextId() }] : []));
  const seen = useRef(new Set<string>(initial?.id ? [initial.id] : []));
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: string) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
  }, []);

  // The same function from render to render: the context's consumers (and the parts of the page waiting to
  // hydrate, which React would otherwise throw away for a redraw: error #421) are not updated by a toast.
  const show = useCallback(
    (toast: Toast) => {
      const id = toast.id ?? nextId();
      seen.current.add(id);
      if (!toast.link && appBridge.toast(platform, toast.message)) return;
      setToasts((list) => (list.some((shown) => shown.id === id) ? list : [...list, { ...toast, id }]));
    },
    [platform],
  );

  // A form's post that failed in the browser (utils/submission-fetch.ts) and that no form shows in place: the page
  // stays as it was, and says so here. Checked once every listener has heard it (a form claims it by cancelling).
  useEffect(() => {
    const failed = (event: Event) => {
      const { failure } = (event as CustomEvent<SubmissionFailedDetail>).detail;
      queueMicrotask(() => {
        if (event.defaultPrevented) return;
        // Its texts came at the page's first input (entry.client.tsx): in memory by the time anything is sent.
        void import("~/i18n/ko/submission-failure").then(({ submissionFailureTexts: t }) => {
          const wait = failure.retryAfterSeconds ? ` ${t.waitSeconds(failure.retryAfterSeconds)}` : "";
          show({ message: `${t.failure[failure.kind]}${wait}`, kind: "error" });
        });
      });
    };
    window.addEventListener(SUBMISSION_FAILED_EVENT, failed);
    return () => window.removeEventListener(SUBMISSION_FAILED_EVENT, failed);
  }, [show]);

  // A new flash toast arrives with the root loader's data after each action's redirect.
  useEffect(() => {
    if (initial?.id && !seen.current.has(initial.id)) show(initial);
  }, [initial, show]);

  useEffect(() => {
    for (const toast of toasts) {
      if (!timers.current.has(toast.id))
        timers.current.set(
          toast.id,
          setTimeout(() => dismiss(toast.id), TOAST_DURATION_MS),
        );
    }
  }, [toasts, dismiss]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className={styles.region} role="status" aria-live="polite" aria-label={common.layout.toastRegion}>
        {toasts.map((toast) => (
          <div key={toast.id} className={`${styles.toast} ${styles[toast.kind ?? "info"]}`} data-testid="toast">
            <p className={styles.message}>
              {toast.message.split("\n").map((line, index) => (
                <span key={index} className={styles.line}>
                  {line}
                </span>
              ))}
            </p>
            {toast.link ? (
              <a className={styles.link} href={toast.link.href}>
                {toast.link.label}
              </a>
            ) : null}
            <button type="button" className={styles.close} onClick={() => dismiss(toast.id)} aria-label={common.layout.close} />
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
