// Home (000 §2.4). The foundation renders the page frame and heading; the home issue fills the sections.
import type { MetaFunction } from "@remix-run/node";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { titleMeta } from "~/utils/meta";
import { useRootData } from "~/utils/root-data";

export const meta: MetaFunction = ({ matches }) => titleMeta(matches);

export default function Home() {
  const data = useRootData();
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title" className="visually-hidden">
        {data?.product.name}
      </h1>
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
