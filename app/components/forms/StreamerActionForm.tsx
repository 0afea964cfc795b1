// A one-tap post about one streamer (favourite, push) that comes back to the page it was sent from: the
// resource route reads the streamer and the return address from these fields, with or without JS.
import type { ReactNode } from "react";
import { ActionForm } from "./ActionForm";
import { SubmissionKeyInput } from "./SubmissionKey";

type Props = { action: "/resources/favorite" | "/resources/station"; streamerId: string; returnTo: string; className?: string; children: ReactNode };

export function StreamerActionForm({ action, streamerId, returnTo, className, children }: Props) {
  return (
    <ActionForm action={action} preventScrollReset className={className}>
      <SubmissionKeyInput />
      <input type="hidden" name="streamerId" value={streamerId} />
      <input type="hidden" name="returnTo" value={returnTo} />
      {children}
    </ActionForm>
  );
}
