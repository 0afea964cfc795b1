// Left where a card was after hiding its streamer or not-recommending it (000 §4.3); undo restores it.
import { Form } from "@remix-run/react";
import { UNDO_PANEL_ID, type BroadcastCard, type CardSlot } from "~/domain/cards";
import { CARD_ACTION_PATH, packCardAction, PACKED_CARD_FIELD } from "~/forms/card-action-post";
import { cards } from "~/i18n/ko/cards";
import { CardActionFields } from "./CardMenu";
import styles from "./cards.module.css";

const t = cards.undo;

type UndoPanelProps = { card: BroadcastCard; action: "hidden" | "not-recommend"; location: string; namespace?: string; slot?: CardSlot };

export function UndoPanel({ card, action, location, namespace, slot }: UndoPanelProps) {
  return (
    <div id={UNDO_PANEL_ID} className={styles.undo} role="group" aria-label={card.title} data-undo-for={card.key}>
      <p>{action === "hidden" ? t.hidden(card.userNickname) : t.notRecommended}</p>
      <Form method="post" action={CARD_ACTION_PATH} preventScrollReset>
        <CardActionFields location={location} namespace={namespace} list={slot?.list} />
        <button
          type="submit"
          name={PACKED_CARD_FIELD}
          value={packCardAction(action === "hidden" ? "unhide" : "undo-not-recommend", card, slot?.index)}
          className={styles.undoButton}
        >
          {t.button}
        </button>
      </Form>
    </div>
  );
}
