// A list the page's HTML shows and the browser keeps as that markup (KeptList's `inHtml`) is sent to the browser as
// only its items' keys: the browser reads nothing else of them. The page sends its data through pageData, which
// hands the loader's data to the server's render as it is: there the keys read back as the whole items, which the
// render writes. Cards do the same in columns of their own (card-columns.ts), kept apart from this module so that
// the pages of cards load no chunk more.

const wholeItems = new WeakMap<object, unknown[]>();

/** `items` as the page sends them: whole, or (`inHtml`) each as its key alone, standing for the whole on the server. */
export function sentItems<T, K extends keyof T>(items: T[], inHtml: boolean, key: K): T[] {
  if (!inHtml) return items;
  const sent = items.map((item) => ({ [key]: item[key] }) as Pick<T, K>);
  wholeItems.set(sent, items);
  // Typed as the whole items: in the browser only KeptList, which never reads them, is handed keys alone.
  return sent as T[];
}

/** The items to render: on the server the whole items a sent list stands for, otherwise the list as it came. */
export function itemsOf<T>(sent: T[]): T[] {
  return (wholeItems.get(sent) as T[] | undefined) ?? sent;
}
