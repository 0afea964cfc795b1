// A JSON resource route read with fetch, outside the router: the suggestions of the help search box and the
// chatbot. A fetcher.load of a route the page has not discovered yet (Remix's lazy route discovery asks
// /__manifest first) turned the whole page into the 404 page when an action ran before the discoveries
// answered: the revalidation after the action reloads the fetcher, and the router cannot match the route it is
// still discovering (React Router 6.30). On a slow network a question sent to the chatbot, or a help search
// sent from the results page, right after typing did exactly that. A lookup has nothing to revalidate anyway.
import { useEffect, useRef, useState } from "react";

export type Lookup<T> = {
  /** The last answer; undefined before the first, and after a failed one (nothing stale is shown). */
  data?: T;
  /** Asks for `href`; a newer call wins over one still on its way (the older answer is dropped). */
  load: (href: string) => void;
  /**
   * While typing: asks for `href` once the typing pauses for `pauseMs`, every call starting the wait again;
   * no `href` (nothing typed) asks nothing.
   */
  loadAfterPause: (href: string | undefined) => void;
  /** Drops a wait not over yet (the form was sent). */
  cancel: () => void;
};

export function useLookup<T>({ pauseMs }: { pauseMs: number }): Lookup<T> {
  const [data, setData] = useState<T>();
  const current = useRef<AbortController>();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const cancel = () => clearTimeout(timer.current);
  // Nothing asked or answered for a component that is gone.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      current.current?.abort();
    },
    [],
  );
  const load = (href: string) => {
    current.current?.abort();
    const { signal } = (current.current = new AbortController());
    fetch(href, { signal })
      .then((response) => (response.ok ? (response.json() as Promise<T>) : undefined))
      .catch(() => undefined)
      .then((answer) => signal.aborted || setData(answer));
  };
  const loadAfterPause = (href: string | undefined) => {
    cancel();
    if (href) timer.current = setTimeout(() => load(href), pauseMs);
  };
  return { data, load, loadAfterPause, cancel };
}
