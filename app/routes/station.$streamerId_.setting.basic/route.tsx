// /station/{streamerId}/setting/basic: 기본 설정 (001 §2.13), owner only.
import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SettingsErrorBoundary } from "~/components/station/lazy";
import { stationSettings as t } from "~/i18n/ko/station/settings";
import { titleMeta } from "~/utils/meta";
import { useSubmissionAnswer } from "~/utils/use-submission-answer";
import type { BasicFormProps } from "./BasicSettingsForm";
import type { loader } from "./basic.server";
import { BasicSettingsForm } from "./lazy";

export { action, loader } from "./basic.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

export const meta: MetaFunction<typeof loader> = ({ matches }) => titleMeta(matches, `${t.settings.items.basic} - ${t.settings.title}`);

export default function BasicSettings() {
  const { start } = useLoaderData<typeof loader>();
  const { answer, failure } = useSubmissionAnswer<BasicFormProps["answer"]>(useActionData());
  return <BasicSettingsForm start={start} answer={answer} failure={failure} />;
}

export const ErrorBoundary = SettingsErrorBoundary;
