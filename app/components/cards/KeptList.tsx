// A list whose items the server may write from kept HTML (fragments.ts): on the server each item's
// markup comes from the renderer of the request (rendered once per distinct inputs, then kept), in the browser
// the items render in place and hydrate that same markup. Items must render from their props alone (plain
// data, no hooks of the router or the page), since their props are the key of what is kept. A list of plain
// links (`inHtml`: the page was loaded whole) keeps the server's markup in the browser instead: nothing to
// hydrate, as CardGrid's kept lists.
import { useContext, type ComponentPropsWithRef, type ComponentType, type Key } from "react";
import { CardFragments } from "./fragments";

type KeptListProps<P extends object> = Omit<ComponentPropsWithRef<"ul">, "children" | "dangerouslySetInnerHTML"> & {
  item: ComponentType<P>;
  items: P[];
  itemKey: (props: P, index: number) => Key;
  /** The page's HTML shows the items and they answer nothing but their links: the browser keeps that markup. */
  inHtml?: boolean;
};

/** The markup of a list kept as the server's HTML, as the browser renders it: that HTML, kept (CardGrid's too). */
export const KEPT_MARKUP = { __html: "" };

export function KeptList<P extends object>({ item: Item, items, itemKey, inHtml = false, ...listProps }: KeptListProps<P>) {
  const fragments = useContext(CardFragments);
  if (fragments) return <ul {...listProps} dangerouslySetInnerHTML={{ __html: fragments(Item, items) }} />;
  // React neither compares nor replaces markup given this way while it hydrates.
  if (inHtml && typeof document !== "undefined") return <ul key="in-html" {...listProps} dangerouslySetInnerHTML={KEPT_MARKUP} suppressHydrationWarning />;
  return (
    <ul {...listProps}>
      {items.map((props, index) => (
        <Item key={itemKey(props, index)} {...props} />
      ))}
    </ul>
  );
}
