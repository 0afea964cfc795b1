// A value made the first time it is asked for, then kept: for what costs to make (Intl's formatters) and is not
// needed by every page that loads the module.

export function madeOnFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}
