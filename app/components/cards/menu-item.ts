// The look of a card menu item, in its own tiny style module: the card menu's items and the items lists
// add of their own (My area) share it without loading the menu or the card styles.
import styles from "./menu-item.module.css";

export const cardMenuItemClass = styles.item;
