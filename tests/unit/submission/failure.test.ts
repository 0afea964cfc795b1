// What a form's submission answers when it did not get through (domain/submission.ts): the form component
// tells such an answer from the action's own data by isSubmissionFailure, and shows the wait of a rate limit.
import { describe, expect, it } from "vitest";
import { isSubmissionFailure, submissionFailure } from "~/domain/submission";

describe("submission failures", () => {
  it("are told from the action's own answers", () => {
    expect(isSubmissionFailure(submissionFailure("server"))).toBe(true);
    expect(isSubmissionFailure(submissionFailure("rate", 30))).toBe(true);
    for (const data of [null, undefined, "submissionFailed", 0, { ok: true }, { errors: { title: "x" } }]) expect(isSubmissionFailure(data)).toBe(false);
  });

  it("carry the wait of a rate limit", () => {
    expect(submissionFailure("rate", 30)).toEqual({ submissionFailed: { kind: "rate", retryAfterSeconds: 30 } });
    expect(submissionFailure("offline")).toEqual({ submissionFailed: { kind: "offline" } });
  });
});
