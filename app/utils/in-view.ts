// The portal's one way of watching whether elements are on screen (IntersectionObserver): infinite scrolls,
// the feed's previews (through useInView), and the plain DOM modules loaded after hydration (card logs, ad
// tracking, the home previews). No React here, so that those modules add none to their chunks.

export type InViewOptions = {
  /** Visible ratios at which to be told again (IntersectionObserver thresholds); 0 by default. */
  threshold?: number | number[];
  /** How far around the viewport counts as in view (IntersectionObserver's rootMargin). */
  rootMargin?: string;
};

/**
 * Tells `onChange` each element's entry when it comes into or goes out of view (and once when watching
 * starts); returns how to stop. Where the browser has no IntersectionObserver nothing is watched.
 */
export function watchInView(
  targets: Element | Iterable<Element>,
  onChange: (entry: IntersectionObserverEntry) => void,
  { threshold, rootMargin }: InViewOptions = {},
): () => void {
  if (typeof IntersectionObserver === "undefined") return () => {};
  const observer = new IntersectionObserver((entries) => entries.forEach(onChange), { threshold, rootMargin });
  for (const target of targets instanceof Element ? [targets] : targets) observer.observe(target);
  return () => observer.disconnect();
}
