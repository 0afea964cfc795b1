// Recommended streamers on /my/favorite (001 §2.3, §4.1) with not-recommend. The dialogs for groups and
// streamers are in components/my/FavouriteDialogs.tsx.
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { CardGrid } from "~/components/cards/lazy";
import { cardMenuItemClass } from "~/components/cards/menu-item";
import { EmptyState, Fields, Section } from "~/components/my/blocks";
import { useToast } from "~/components/toast/ToastProvider";
import type { NotRecommendResult, Recommendation } from "~/domain/my";
import { cards } from "~/i18n/ko/cards";
import { myFavorite } from "~/i18n/ko/my-favorite";
import { my } from "~/i18n/ko/my";
import { SubmissionKeyInput } from "~/components/forms/SubmissionKey";

const t = myFavorite;

/**
 * Recommended streamers (001 §2.3, §4.1). Not-recommend removes the card and appends the answer's
 * replacements at once (with JS, through a fetcher); without JS the page comes back with the new list.
 */
export function Recommended({ items }: { items: Recommendation[] }) {
  const fetcher = useFetcher<NotRecommendResult>();
  const toast = useToast();
  const [changes, setChanges] = useState<{ removed: string[]; added: Recommendation[] }>({ removed: [], added: [] });
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer) return;
    toast.show(answer.toast);
    setChanges((current) => ({ removed: [...current.removed, answer.removed], added: [...current.added, ...answer.addInfo] }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer: the toast and the list change depend on nothing else
  }, [fetcher.data]);
  const seen = new Set<string>();
  const shown = [...items, ...changes.added].filter((item) => {
    if (seen.has(item.card.key) || changes.removed.includes(item.card.key)) return false;
    seen.add(item.card.key);
    return true;
  });
  const shownIds = shown.map((item) => item.card.userId).join(",");
  return (
    <Section title={t.sections.recommend}>
      <CardGrid
        cards={shown.map((item) => item.card)}
        location="my"
        variant="live"
        menu={["view-later", "share"]}
        empty={<EmptyState text={my.lists.empty} />}
        menuExtra={(card) => (
          <li>
            <fetcher.Form method="post" preventScrollReset>
              <SubmissionKeyInput />
              <Fields
                values={{
                  streamerId: card.userId,
                  broadcastId: card.id,
                  logic: shown.find((item) => item.card.key === card.key)?.logic,
                  shown: shownIds,
                }}
              />
              <button type="submit" name="intent" value="not-recommend" className={cardMenuItemClass}>
                {cards.menu["not-recommend"]}
              </button>
            </fetcher.Form>
          </li>
        )}
      />
    </Section>
  );
}
