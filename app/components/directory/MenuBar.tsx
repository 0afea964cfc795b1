// The horizontal menu bar on top of every directory page (000 §2.5): the 'category' item leads to the
// category list, the others to their menu page's LIVE tab. The active item is marked. Plain links: the
// server renders it to HTML (the pages' *-html.server.tsx), so its code stays out of the page's JS.
import { type CategoryMenu, menuHref } from "~/domain/directory";
import { directory } from "~/i18n/ko/directory";
import { directoryTop } from "~/i18n/ko/directory-top";
import styles from "./directory.module.css";

const t = directoryTop;

export function MenuBar({ menus, activeMenuId }: { menus: CategoryMenu[]; activeMenuId: string | null }) {
  // Without the menu list the category list stays reachable.
  const items: CategoryMenu[] = menus.length
    ? menus
    : [{ menuId: "0", menuName: directory.listTitle, type: "category", adminId: null, contentsDisplay: { live: true, vod: true, catch: true } }];
  return (
    <nav aria-label={t.menuBar} className={styles.menuBar}>
      <ul>
        {items.map((menu) => (
          <li key={menu.menuId}>
            <a href={menuHref(menu)} aria-current={menu.menuId === activeMenuId ? "page" : undefined}>
              {menu.menuName}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
