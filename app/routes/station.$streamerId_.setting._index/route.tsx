// /station/{streamerId}/setting: the first page the role may enter (owner: 기본 설정, manager: 금칙어).
import { SettingsErrorBoundary } from "~/components/station/lazy";

export { loader } from "./first-setting.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

export default function SettingsIndex() {
  return null;
}

export const ErrorBoundary = SettingsErrorBoundary;
