// /my/history: the first sub-tab, 최근 본 스트리머의 LIVE.
import { redirect, type MetaFunction } from "@remix-run/node";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { my } from "~/i18n/ko/my";
import { titleMeta } from "~/utils/meta";

export const loader = () => redirect("/my/history/live");

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, my.titles.history);

export const ErrorBoundary = RouteErrorBoundary;
