// The group tabs of /my/favorite (001 §2.3): '전체' and each group (`?groupId=`) in a row that scrolls sideways, then
// '그룹 추가' and '그룹 편집' at its end, which open their dialogs.
import { Link } from "@remix-run/react";
import { DialogLink, myStyles as styles } from "~/components/my/blocks";
import type { FavouriteGroup } from "~/domain/my";
import { myFavorite } from "~/i18n/ko/my-favorite";

const t = myFavorite;

export function GroupTabs({ groups, groupId }: { groups: FavouriteGroup[]; groupId: string | null }) {
  const tab = (idx: string | null, label: string) => (
    <li key={idx ?? ""}>
      <Link to={idx ? `/my/favorite?groupId=${idx}` : "/my/favorite"} aria-current={groupId === idx ? "page" : undefined}>
        {label}
      </Link>
    </li>
  );
  return (
    <nav aria-label={t.groupsLabel} className={styles.groupRow}>
      {/* The groups in one row that scrolls sideways, the two actions at its end (issue 72: they wrapped onto a
          second row on a phone). */}
      <ul className={styles.chips}>
        {tab(null, t.all)}
        {groups.map((group) => tab(group.idx, group.title))}
      </ul>
      <div>
        <DialogLink list="/my/favorite" name="groups/new" className={styles.chip}>
          {t.addGroup}
        </DialogLink>
        <DialogLink list="/my/favorite" name="groups/edit" className={styles.chip}>
          {t.editGroups}
        </DialogLink>
      </div>
    </nav>
  );
}
