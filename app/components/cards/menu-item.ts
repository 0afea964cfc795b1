// The look of a card menu item, for lists that add their own items (My area) without loading the menu.
import styles from "./cards.module.css";

export const cardMenuItemClass = styles.menuItem;
