// The loader of a path no page has: the not-found answer with its ways on (features/not-found).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { throwNotFound } from "~/features/not-found/not-found.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => throwNotFound({ request, context });
