// The server's synchronous view of 기본 설정's lazily hydrated form (see lazy.tsx); emptied in the browser bundle,
// where it comes with import() instead.
export { BasicSettingsForm } from "./BasicSettingsForm";
