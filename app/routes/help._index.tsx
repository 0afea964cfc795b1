// Help home (002 §2.3). The foundation renders the heading; the help-centre issue fills the page.
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { ko } from "~/i18n/ko";

export default function HelpHome() {
  return <h1>{ko.help.title}</h1>;
}

export const ErrorBoundary = RouteErrorBoundary;
