// The item host (001 §7.4): subscription info, gift use and the item info call.
import { DAY, kstDate } from "../time";
import type { RoleRouters } from "../types";
import { currentUser } from "./auth";
import { withParticle } from "../../app/i18n/ko/particles";
import { type StationKit } from "./station-kit";

/** Subscription and gift calls on the item host. */
export function mountStationItems(routers: RoleRouters, kit: StationKit) {
  const { db, data, now } = kit;
  const item = routers.item;
  item.post("/api/subscription/a/info", (req, res) => {
    const user = currentUser(db, req);
    if (!user) {
      res.json({ result: -1, message: "로그인이 필요합니다.", data: null });
      return;
    }
    const bj = data.station(String(req.body.bj_id ?? ""));
    if (!bj) {
      res.json({ result: -1, message: "존재하지 않는 스트리머입니다.", data: null });
      return;
    }
    if (user.is_suspended) {
      res.json({
        result: -1102,
        message: "이용 정지 중에는 구독할 수 없습니다.",
        data: { start_date: kstDate(Date.now() - 3 * DAY), end_date: kstDate(Date.now() + 27 * DAY) },
      });
      return;
    }
    const subscribed = data.role(bj, user.user_id).isSubscriber;
    const ticket = db.prepare("SELECT * FROM item_tickets WHERE user_id = ? AND used_at IS NULL ORDER BY ticket_no LIMIT 1").get(user.user_id) as
      { svc_coupon: string; prod_name: string; ticket_type: string; period_days: number; reg_date: string } | undefined;
    res.json({
      result: 1,
      data: subscribed
        ? {
            subscription_type: "auto",
            subscription_ticket_type: "",
            first_payment_date: kstDate(Date.now() - 40 * DAY),
            expire_payment_date: kstDate(Date.now() + 20 * DAY),
            rest_payment_date: 20,
            hold_flag: 0,
            prod_name: "정기 구독",
            svc_coupon: "",
            message: "",
            regist_date: kstDate(Date.now() - 40 * DAY),
            regist_term_date: "",
          }
        : {
            subscription_type: "ticket",
            subscription_ticket_type: ticket?.ticket_type ?? "",
            first_payment_date: null,
            expire_payment_date: null,
            rest_payment_date: null,
            hold_flag: ticket ? 1 : 0,
            prod_name: ticket?.prod_name ?? "",
            svc_coupon: ticket?.svc_coupon ?? "",
            message: ticket ? `보유한 ${withParticle(ticket.prod_name, "subject")} 있습니다.` : "",
            regist_date: ticket?.reg_date ?? null,
            regist_term_date: ticket ? `${ticket.period_days}일` : "",
          },
    });
  });
  item.post("/api/subscription/a/giftUse", (req, res) => {
    const user = currentUser(db, req);
    if (!user || String(req.body.send_id ?? "") !== user.user_id) {
      res.json({ result: -1, message: "로그인이 필요합니다." });
      return;
    }
    const bj = data.station(String(req.body.recv_id ?? ""));
    const ticket = db
      .prepare("SELECT * FROM item_tickets WHERE user_id = ? AND svc_coupon = ? AND used_at IS NULL")
      .get(user.user_id, String(req.body.svc_coupon ?? "")) as { ticket_no: number; prod_name: string; period_days: number } | undefined;
    if (!bj || !ticket) {
      res.json({ result: -1, message: "사용할 수 있는 구독권이 없습니다." });
      return;
    }
    if (data.role(bj, user.user_id).isSubscriber) {
      res.json({ result: -1, message: "이미 구독 중인 스트리머입니다." });
      return;
    }
    db.prepare("UPDATE item_tickets SET used_at = ?, used_for = ? WHERE ticket_no = ?").run(now(), bj.user_id, ticket.ticket_no);
    db.prepare(
      "INSERT INTO station_members (station_no, user_id, is_fanclub, is_subscriber) VALUES (?, ?, 0, 1) ON CONFLICT(station_no, user_id) DO UPDATE SET is_subscriber = 1",
    ).run(bj.station_no, user.user_id);
    res.json({
      result: 1,
      data: { message: `${bj.nickname}님을 구독했습니다.`, item_name: ticket.prod_name, period: ticket.period_days, remain_days: ticket.period_days },
    });
  });
  item.get("/api/item_info/index.php", (req, res) => {
    if (req.query.work !== "IN_APP" || req.query.type !== "subscription") {
      res.json({ result: -1, data: null });
      return;
    }
    res.json({
      result: 1,
      data: {
        items: [
          { item_id: "SUBS_1M", item_name: "구독권 1개월", price: 4900, period: 30 },
          { item_id: "SUBS_3M", item_name: "구독권 3개월", price: 13900, period: 90 },
        ],
      },
    });
  });
}
