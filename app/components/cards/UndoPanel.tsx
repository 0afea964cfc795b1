// Left where a card was after hiding its streamer or not-recommending it (000 §4.3); undo restores it.
import { UNDO_PANEL_ID, type BroadcastCard, type CardSlot } from "~/domain/cards";
import { CARD_ACTION_PATH, packCardAction, PACKED_CARD_FIELD } from "~/forms/card-action-post";
import { cards } from "~/i18n/ko/cards";
import { CardActionFields } from "./CardMenu";
import styles from "./cards.module.css";
import { ActionForm } from "~/components/forms/ActionForm";
import { SubmissionKeyInput } from "~/components/forms/SubmissionKey";

const t = cards.undo;

type UndoPanelProps = { card: BroadcastCard; action: "hidden" | "not-recommend"; location: string; namespace?: string; slot?: CardSlot };

export function UndoPanel({ card, action, location, namespace, slot }: UndoPanelProps) {
  return (
    <div id={UNDO_PANEL_ID} className={styles.undo} role="group" aria-label={card.title} data-undo-for={card.key}>
      <p>{action === "hidden" ? t.hidden(card.userNickname) : t.notRecommended}</p>
      <ActionForm action={CARD_ACTION_PATH} preventScrollReset>
        <SubmissionKeyInput />
        <CardActionFields location={location} namespace={namespace} list={slot?.list} />
        <button
          type="submit"
          name={PACKED_CARD_FIELD}
          value={packCardAction(action === "hidden" ? "unhide" : "undo-not-recommend", card, slot?.index)}
          className={styles.undoButton}
        >
          {t.button}
        </button>
      </ActionForm>
    </div>
  );
}
