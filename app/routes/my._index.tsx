// /my: the first tab, 즐겨찾기.
import { redirect, type MetaFunction } from "@remix-run/node";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { my } from "~/i18n/ko/my";
import { titleMeta } from "~/utils/meta";

export const loader = () => redirect("/my/favorite");

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, my.titles.my);

export const ErrorBoundary = RouteErrorBoundary;
