// A list whose items the server may write from kept HTML (fragments.ts): on the server each item's
// markup comes from the renderer of the request (rendered once per distinct inputs, then kept), in the browser
// the items render in place and hydrate that same markup. Items must render from their props alone (plain
// data, no hooks of the router or the page), since their props are the key of what is kept.
import { useContext, type ComponentPropsWithRef, type ComponentType, type Key } from "react";
import { CardFragments } from "./fragments";

type KeptListProps<P extends object> = Omit<ComponentPropsWithRef<"ul">, "children" | "dangerouslySetInnerHTML"> & {
  item: ComponentType<P>;
  items: P[];
  itemKey: (props: P, index: number) => Key;
};

export function KeptList<P extends object>({ item: Item, items, itemKey, ...listProps }: KeptListProps<P>) {
  const fragments = useContext(CardFragments);
  if (fragments) return <ul {...listProps} dangerouslySetInnerHTML={{ __html: fragments(Item, items) }} />;
  return (
    <ul {...listProps}>
      {items.map((props, index) => (
        <Item key={itemKey(props, index)} {...props} />
      ))}
    </ul>
  );
}
