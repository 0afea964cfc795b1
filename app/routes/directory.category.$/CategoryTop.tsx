// The top of a category or menu page (000 §2.5): the menu bar, the category header (or the menu page's
// heading '{menuName} 콘텐츠') and the LIVE / VOD / Catch tabs; or, for an unknown or deleted category,
// the menu bar and its text with the link back to the list. No behaviour of its own: the server renders
// it to HTML (category-html.server.tsx), so its code stays out of the page's JS.
import styles from "~/components/directory/directory.module.css";
import { MenuBar } from "~/components/directory/MenuBar";
import type { CategoryInfo, CategoryMenu, ContentsDisplay, ContentType } from "~/domain/directory";
import { directoryTop } from "~/i18n/ko/directory-top";
import { CategoryHeader } from "./CategoryHeader";
import { ContentTabs } from "./ContentTabs";

const t = directoryTop;

export type CategoryTopProps = {
  menus: CategoryMenu[];
  menu: Pick<CategoryMenu, "menuId" | "menuName"> | null;
  info: CategoryInfo | null;
  type: ContentType;
  display: ContentsDisplay;
  /** The category name or menu id of the page's URL. */
  pathName: string;
};

export function CategoryTop({ menus, menu, info, type, display, pathName }: CategoryTopProps) {
  return (
    <>
      <MenuBar menus={menus} activeMenuId={menu?.menuId ?? "0"} />
      {info ? <CategoryHeader info={info} type={type} /> : <h1 className={styles.title}>{t.menuTitle(menu?.menuName ?? pathName)}</h1>}
      <ContentTabs pathName={pathName} active={type} display={display} />
    </>
  );
}

export function CategoryMissing({ menus }: { menus: CategoryMenu[] }) {
  return (
    <>
      <MenuBar menus={menus} activeMenuId={null} />
      <div className={styles.notFound}>
        <h1 className={styles.title}>{t.notFound}</h1>
        <p>
          <a href="/directory/category">{t.toList}</a>
        </p>
      </div>
    </>
  );
}
