// The feed page's filters (001 §2.7): '스트리머 글만 보기' and the feed type. Forms first; JS submits them on change.
import { Form, useSubmit } from "@remix-run/react";
import { useId } from "react";
import styles from "~/components/feed/feed.module.css";
import { FEED_TYPES, type FeedType } from "~/domain/feed";
import { feedPage } from "~/i18n/ko/feed-page";
import { AppliedSelect } from "~/components/forms/AppliedSelect";
import { SubmissionKeyInput } from "~/components/forms/SubmissionKey";

/** '스트리머 글만 보기' (remembered on the device by the server) and the feed type. */
export function FeedFilters({ onlyStreamer, type }: { onlyStreamer: boolean; type: FeedType }) {
  const submit = useSubmit();
  const checkboxId = useId();
  return (
    <div className={styles.filters}>
      <Form method="post" preventScrollReset replace>
        <SubmissionKeyInput />
        <input type="hidden" name="intent" value="only-streamer" />
        <input
          id={checkboxId}
          type="checkbox"
          name="onlyStreamer"
          value="1"
          defaultChecked={onlyStreamer}
          data-applies-on-change=""
          onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true, replace: true })}
        />
        <label htmlFor={checkboxId}>{feedPage.onlyStreamer}</label>
        <noscript>
          <button type="submit">{feedPage.apply}</button>
        </noscript>
      </Form>
      <AppliedSelect
        name="type"
        label={feedPage.types.label}
        value={type}
        options={FEED_TYPES.map((option) => ({ value: option, label: feedPage.types[option] }))}
        apply={feedPage.apply}
      />
    </div>
  );
}
