// The item host's calls (001 §7.4): a station's subscription info and the use of a gifted subscription ticket.
import { z } from "zod";
import type { SubscriptionInfo } from "~/domain/station";
import { normaliseSubscriptionInfo } from "~/normalise/station";
import { upstreamFetch } from "../policy.server";
import { numberish } from "../schema.server";
import type { CallContext } from "../transport.server";

// ---------------------------------------------------------------- item host (001 §7.4)

const ItemAnswerSchema = z.object({ result: numberish, message: z.string().nullish(), data: z.unknown() }).passthrough();
export type SubscriptionLookup = { ok: true; info: SubscriptionInfo } | { ok: false; suspended: { start: string; end: string } | null; message: string | null };

/** POST {item}/api/subscription/a/info {bj_id}: -1 carries the server message, -1102 a suspension. */
export async function getSubscriptionInfo(ctx: CallContext, streamerId: string): Promise<SubscriptionLookup> {
  const result = await upstreamFetch(ctx, "item", "/api/subscription/a/info", { form: { bj_id: streamerId }, schema: ItemAnswerSchema });
  if (!result.ok) return { ok: false, suspended: null, message: null };
  const { result: code, message, data } = result.data;
  if (code === 1) return { ok: true, info: normaliseSubscriptionInfo(data) };
  if (code === -1102) {
    const period = (data ?? {}) as { start_date?: unknown; end_date?: unknown };
    return { ok: false, suspended: { start: String(period.start_date ?? ""), end: String(period.end_date ?? "") }, message: message ?? null };
  }
  return { ok: false, suspended: null, message: message ?? null };
}

export type GiftUse = { ok: true; message: string; itemName: string; period: number | null; remainDays: number | null } | { ok: false; message: string | null };

/** POST {item}/api/subscription/a/giftUse {send_id, recv_id, svc_coupon, location: 'station'}. */
export async function redeemSubscriptionTicket(ctx: CallContext, senderId: string, streamerId: string, coupon: string): Promise<GiftUse> {
  const result = await upstreamFetch(ctx, "item", "/api/subscription/a/giftUse", {
    form: { send_id: senderId, recv_id: streamerId, svc_coupon: coupon, location: "station" },
    schema: ItemAnswerSchema,
  });
  if (!result.ok) return { ok: false, message: null };
  if (result.data.result !== 1) return { ok: false, message: result.data.message ?? null };
  const data = (result.data.data ?? {}) as Record<string, unknown>;
  const num = (value: unknown) => (value === undefined || value === null || value === "" ? null : Number(value));
  return { ok: true, message: String(data.message ?? ""), itemName: String(data.item_name ?? ""), period: num(data.period), remainDays: num(data.remain_days) };
}
