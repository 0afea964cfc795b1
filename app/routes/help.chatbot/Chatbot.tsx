// The chat window of /help/chatbot (002 §2.14, §4.4): the conversation log, the question form with its
// autocomplete (JS), the reply bubbles (markdown, links, keywords, help-info box, miss fallback) and the
// close confirmation. Page-only UI of routes/help.chatbot (route.tsx gives it the loader's and action's data).
import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { HoneypotInputs, HoneypotProvider } from "remix-utils/honeypot/react";
import { Dialog } from "~/components/dialog/lazy";
import { SubmissionProblem } from "~/components/forms/SubmissionProblem";
import { SubmissionKeyInput } from "~/components/forms/SubmissionKey";
import { CHAT_INPUT_MAX, SUGGEST_DEBOUNCE_MS, type ChatBubble, type ChatView } from "~/domain/help";
import { helpChatbot } from "~/i18n/ko/help/chatbot";
import { helpShared } from "~/i18n/ko/help/shared";
import type { SubmissionFailure } from "~/domain/submission";
import { useSubmissionAnswer } from "~/utils/use-submission-answer";
import { useLookup } from "~/utils/use-lookup";
import styles from "./chat.module.css";
import { useClaimSubmissionFailures } from "~/components/forms/claim-failures";
import { HiddenLabel } from "~/components/forms/HiddenLabel";

const t = helpChatbot.chatbot;

/** What a post without JS answers: the conversation, and for the close button the confirmation and the typed draft. */
type Posted = ChatView & { confirmClose?: boolean; draft?: string; questionError?: string } & Partial<SubmissionFailure>;

type Props = { chat: ChatView; product: string; confirmClose: boolean; posted: Posted | undefined };

/** The window's title, and its × that asks before the chat closes (without JS, the post asks). */
function chatHeader(product: string, onClose: () => void) {
  return (
    <header className={styles.header}>
      <div>
        <p>{t.centre(product)}</p>
        <h1 id="chatbot-title">{t.name}</h1>
      </div>
      <button
        type="submit"
        form="chat-form"
        name="intent"
        value="close"
        className={styles.close}
        aria-label={t.close}
        onClick={(event) => {
          event.preventDefault();
          onClose();
        }}
      >
        <svg className="icon" aria-hidden>
          <use href="/icons.svg#close" />
        </svg>
      </button>
    </header>
  );
}

/** The question on its way, and the bot's bubble that says an answer is coming. */
function pendingQuestion(pending: string) {
  return (
    <>
      <li className={`${styles.message} ${styles.user}`}>
        <span className="visually-hidden">{t.you}</span>
        <div className={styles.bubble}>{pending}</div>
      </li>
      <li className={`${styles.message} ${styles.bot}`}>
        <div className={styles.bubble}>{t.waiting}</div>
      </li>
    </>
  );
}

/** The close confirmation: cancel goes back to the chat; confirm closes the window (opened by the help pages) or goes to /help. */
function closeConfirmation(onCancel: () => void) {
  return (
    <Dialog title={t.closeConfirm(t.name)} closeHref="/help/chatbot" onClose={onCancel}>
      <div className={styles.confirm}>
        <button
          type="submit"
          form="chat-form"
          name="intent"
          value="resume"
          className={styles.secondary}
          onClick={(event) => (event.preventDefault(), onCancel())}
        >
          {helpShared.common.cancel}
        </button>
        <a
          href="/help"
          className={styles.primary}
          onClick={(event) => {
            if (!window.opener) return;
            event.preventDefault();
            window.close();
          }}
        >
          {helpShared.common.confirm}
        </a>
      </div>
    </Dialog>
  );
}

export function Chatbot({ chat, product, confirmClose, posted }: Props) {
  const fetcher = useFetcher({ key: "help-chat" });
  const suggestions = useLookup<{ suggestions: string[] }>({ pauseMs: SUGGEST_DEBOUNCE_MS });
  // A question that did not get through leaves the conversation and the input as they were, with the failure.
  const { answer: reply, failure: lost } = useSubmissionAnswer<Posted>(fetcher.data);
  const view: ChatView = reply ?? posted ?? chat;
  const failure = fetcher.state === "idle" ? (lost ?? (fetcher.data ? null : (posted?.submissionFailed ?? null))) : null;
  // Busy while a question is on its way; not while the page's data reloads after the answer is shown (a
  // question typed at once is sent, not silently held back).
  const busy = fetcher.state === "submitting";
  const pending = busy ? String(fetcher.formData?.get("keyword") || fetcher.formData?.get("message") || "") : "";
  const [text, setText] = useState(posted?.draft ?? "");
  const [confirming, setConfirming] = useState(confirmClose || Boolean(posted?.confirmClose));
  const log = useRef<HTMLDivElement>(null);
  // Its failed posts are shown in it (SubmissionProblem), not as a toast.
  useClaimSubmissionFailures("/help/chatbot");

  // An answer empties the input of the question it answers (or gives back a question it could not take) in the
  // render that shows it, never in an effect after it; what the user typed meanwhile, while the answer was on its
  // way or as soon as it is on screen, is theirs and stays.
  const sent = useRef<string | null>(null);
  const [answered, setAnswered] = useState(reply);
  if (reply !== answered) {
    setAnswered(reply);
    if (text === sent.current || text === "") setText(reply?.draft ?? "");
    sent.current = null;
  }
  // A question over the limit is kept as typed and marked; it is not sent until it fits.
  const tooLong = text.trim().length > CHAT_INPUT_MAX;
  const questionError = tooLong ? t.tooLong(CHAT_INPUT_MAX) : text === (reply ?? posted)?.draft ? (reply ?? posted)?.questionError : undefined;
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [view, pending]);
  // A question typed before the page hydrated is in the field but not in the state, and the next render
  // would wipe it: the state takes it.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = input.current?.value;
    if (typed) setText(typed);
  }, []);

  return (
    <section className={styles.window} aria-labelledby="chatbot-title">
      {/* The form's default button (the first submit in the page's order, which Enter presses): a copy of 전송,
          unseen and out of Tab's way, so that Enter sends the question rather than the header's × after it. */}
      <button type="submit" form="chat-form" tabIndex={-1} aria-hidden className="visually-hidden" />
      {chatHeader(product, () => setConfirming(true))}
      <p className={styles.privacy} role="status">
        {t.privacy}
      </p>
      {/* The log opens scrolled to its end (column-reverse), so the newest answer shows without JS too. */}
      <div ref={log} className={styles.log}>
        <ol className={styles.messages} aria-label={t.conversation} aria-live="polite">
          {view.messages.map((message) => (
            <Message key={message.id} message={message} disabled={busy} />
          ))}
          {pending ? pendingQuestion(pending) : null}
        </ol>
      </div>
      <fetcher.Form
        method="post"
        action="/help/chatbot"
        id="chat-form"
        className={styles.form}
        onSubmit={(event) => {
          suggestions.cancel();
          if (busy || tooLong) event.preventDefault();
          else sent.current = text;
        }}
      >
        {view.honeypot ? (
          <HoneypotProvider {...view.honeypot}>
            <HoneypotInputs />
          </HoneypotProvider>
        ) : (
          <HoneypotInputs />
        )}
        <SubmissionKeyInput value={view.submissionKey} />
        <input type="hidden" name="state" value={view.state} />
        <HiddenLabel htmlFor="chat-input">{t.inputLabel}</HiddenLabel>
        <input
          ref={input}
          id="chat-input"
          name="message"
          value={text}
          placeholder={t.placeholder}
          aria-invalid={questionError ? true : undefined}
          aria-describedby={questionError ? "chat-input-error" : undefined}
          autoComplete="off"
          list="chat-suggestions"
          onChange={(event) => {
            const value = event.currentTarget.value;
            setText(value);
            const word = value.trim();
            suggestions.loadAfterPause(word && !busy ? `/help/suggest?for=chat&q=${encodeURIComponent(word)}` : undefined);
          }}
        />
        <datalist id="chat-suggestions">
          {(suggestions.data?.suggestions ?? []).map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
        <button type="submit" disabled={busy}>
          {t.send}
        </button>
      </fetcher.Form>
      {questionError ? (
        <p id="chat-input-error" className={styles.inputError} role="alert">
          {questionError}
        </p>
      ) : null}
      {/* 전송 (or the chip again) sends it again: the failure says what happened. */}
      {failure ? <SubmissionProblem failure={failure} retry={false} /> : null}
      {confirming ? closeConfirmation(() => setConfirming(false)) : null}
    </section>
  );
}

function Message({ message, disabled }: { message: ChatBubble; disabled: boolean }) {
  const isUser = message.role === "user";
  return (
    <li className={`${styles.message} ${isUser ? styles.user : styles.bot}`}>
      <span className="visually-hidden">{isUser ? t.you : t.bot}</span>
      {isUser ? (
        <div className={styles.bubble}>{message.text}</div>
      ) : message.miss ? (
        <div className={styles.bubble} data-testid="chat-miss">
          {(message.miss === "first" ? t.firstMiss : t.secondMiss).split("\n").map((line, index) => (
            <span key={index} className={styles.line}>
              {line || "\u00a0"}
            </span>
          ))}
          {message.miss === "second" ? (
            <Link to="/help/inquiry" className={styles.inquiryLink}>
              {t.inquiryLink}
            </Link>
          ) : null}
        </div>
      ) : (
        <div className={styles.bubble} dangerouslySetInnerHTML={{ __html: message.html ?? "" }} />
      )}
      {message.links.length ? (
        <ul className={styles.links} aria-label={t.linksLabel}>
          {message.links.map((link) => (
            <li key={link.url}>
              <a href={link.url}>{link.title}</a>
            </li>
          ))}
        </ul>
      ) : null}
      {message.keywords.length ? (
        <ul className={styles.keywords} aria-label={t.keywordsLabel}>
          {message.keywords.map((keyword) => (
            <li key={keyword}>
              <button type="submit" form="chat-form" name="keyword" value={keyword} disabled={disabled}>
                {keyword}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {message.helpInfo ? (
        <div className={styles.helpInfo}>
          <strong>{message.helpInfo.title}</strong>
          <p>{message.helpInfo.description}</p>
          <a href={message.helpInfo.url}>{message.helpInfo.buttonText}</a>
        </div>
      ) : null}
      <time className={styles.time}>{message.time}</time>
    </li>
  );
}
