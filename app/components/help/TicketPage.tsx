// A help form page: each answer of the action (errors, new sub-categories, files kept) mounts the form
// afresh with what came back, which also empties the file input once its files were uploaded.
import { useEffect, useState, type ReactNode } from "react";
import type { TicketActionData, TicketPageData } from "~/domain/help";
import { TicketForm } from "./TicketForm";

export function TicketPage({ page, action, intro }: { page: TicketPageData; action: TicketActionData | undefined; intro?: ReactNode }) {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (action) setVersion((value) => value + 1);
  }, [action]);
  return <TicketForm key={version} page={page} action={action} intro={intro} />;
}
