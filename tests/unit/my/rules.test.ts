// The My area's rules (001 §4.1, §5, §9): pin order, local paging, sorts, the playlist edit rule,
// story delete keys, and the exact confirmation and toast texts.
import { describe, expect, it } from "vitest";
import type { BroadcastCard } from "~/domain/cards";
import { canEditPlaylist, liveView, pageLocally, pinnedFirst, sortLives } from "~/domain/my";
import { removedByDelete, storyDeleteKind, storyRefOfKey, type StoryItem } from "~/domain/my-story";
import { myHistory } from "~/i18n/ko/my-history";
import { myHistoryConfirm } from "~/i18n/ko/my-history-confirm";
import { myStory } from "~/i18n/ko/my-story";
import { myFavorite } from "~/i18n/ko/my-favorite";
import { myFavoriteConfirm } from "~/i18n/ko/my-favorite-confirm";
import { my } from "~/i18n/ko/my";
import { myMessages } from "~/i18n/ko/my-messages.server";

describe("pinned streamers first (001 §4.1)", () => {
  const streamer = (userId: string, pinnedAt: number | null) => ({ userId, isPinned: pinnedAt !== null, pinnedAt });

  it("pinned move to the top, the most recently pinned first; the others keep their order", () => {
    const list = [streamer("a", null), streamer("b", 100), streamer("c", null), streamer("d", 300), streamer("e", null)];
    expect(pinnedFirst(list).map((s) => s.userId)).toEqual(["d", "b", "a", "c", "e"]);
  });

  it("no pins: the order stays", () => {
    expect(pinnedFirst([streamer("a", null), streamer("b", null)]).map((s) => s.userId)).toEqual(["a", "b"]);
  });
});

describe("local paging of live lists by 60 (001 §9)", () => {
  const items = Array.from({ length: 130 }, (_, index) => index);

  it.each([
    [1, 60, true],
    [2, 120, true],
    [3, 130, false],
    [9, 130, false],
  ])("page %i shows %i, more: %s", (page, shown, hasMore) => {
    expect(pageLocally(items, page)).toEqual({ items: items.slice(0, shown), hasMore });
  });

  it("exactly 60 has no 'more'", () => {
    expect(pageLocally(items.slice(0, 60), 1).hasMore).toBe(false);
  });
});

describe("live sorts (001 §9)", () => {
  const card = (id: string, viewCount: number, startedAt: number) => ({ id, key: `live:${id}`, viewCount, startedAt }) as BroadcastCard;
  const cards = [card("a", 10, 3), card("b", 30, 1), card("c", 20, 2)];

  it.each([
    ["total_viewers_desc", ["b", "c", "a"]],
    ["total_viewers_asc", ["a", "c", "b"]],
    ["broad_start", ["a", "c", "b"]],
    ["recent_watch", ["a", "b", "c"]],
  ] as const)("%s", (sort, order) => {
    expect(sortLives(cards, sort).map((c) => c.id)).toEqual(order);
  });

  it("liveView: in its sort, the first page", () => {
    const many = Array.from({ length: 70 }, (_, index) => card(String(index), index, index));
    const view = liveView(many, { sort: "total_viewers_asc", livePage: 1 });
    expect(view).toMatchObject({ sort: "total_viewers_asc", page: 1, hasMore: true });
    expect(view.items).toHaveLength(60);
    expect(view.items[0].id).toBe("0");
  });
});

describe("playlist edit rule (001 §5)", () => {
  it.each([
    ["viewer01", "viewer01", true],
    ["viewer01", "haru123", false],
    ["", "", false],
  ])("addId %j, regId %j → %s", (addId, regId, editable) => {
    expect(canEditPlaylist({ addId, regId })).toBe(editable);
  });
});

describe("story deletes (001 §4.1, §7.7)", () => {
  const item = (feedType: StoryItem["feedType"], titleNo: string, p: string | null = null, c: string | null = null, station = "haru123") =>
    ({ key: `${feedType}:${station}:${titleNo}:${p ?? ""}:${c ?? ""}`, feedType, stationUserId: station, titleNo, pCommentNo: p, cCommentNo: c }) as StoryItem;
  const post = item("POST", "10");
  const comment = item("PARENT_COMMENT", "10", "500");
  const reply = item("CHILD_COMMENT", "10", "500", "501");
  const otherReply = item("CHILD_COMMENT", "10", "600", "601");
  const otherPost = item("PHOTO", "11");
  const sameNumberElsewhere = item("PARENT_COMMENT", "10", "500", null, "other");
  const list = [post, comment, reply, otherReply, otherPost, sameNumberElsewhere];

  it.each([
    ["POST", "post"],
    ["PHOTO", "post"],
    ["VOD", "post"],
    ["PARENT_COMMENT", "comment"],
    ["CHILD_COMMENT", "reply"],
  ] as const)("%s deletes as a %s", (feedType, kind) => {
    expect(storyDeleteKind({ feedType })).toBe(kind);
  });

  it("a post is keyed by titleNo: its comments and replies go with it", () => {
    expect(list.filter((i) => !removedByDelete(post, i))).toEqual([otherPost, sameNumberElsewhere]);
  });

  it("a comment is keyed by pCommentNo: its replies go with it", () => {
    expect(list.filter((i) => !removedByDelete(comment, i))).toEqual([post, otherReply, otherPost, sameNumberElsewhere]);
  });

  it("a reply is keyed by cCommentNo", () => {
    expect(list.filter((i) => !removedByDelete(reply, i))).toEqual([post, comment, otherReply, otherPost, sameNumberElsewhere]);
  });

  it("the confirmation route reads an item back from its key", () => {
    expect(storyRefOfKey(reply.key)).toEqual({ feedType: "CHILD_COMMENT", stationUserId: "haru123", titleNo: "10", pCommentNo: "500", cCommentNo: "501" });
    expect(storyRefOfKey(post.key)).toEqual({ feedType: "POST", stationUserId: "haru123", titleNo: "10", pCommentNo: null, cCommentNo: null });
    for (const bad of ["", "POST", "NOTICE:a:1::", "POST:a b:1::", "POST:a:x::", "POST:a:1:::extra"]) expect(storyRefOfKey(bad)).toBeNull();
  });
});

describe("texts copied from the spec (001 §2.3–2.6, §4.1, §5, §8)", () => {
  it.each([
    [my.titles.favorite, "즐겨찾기"],
    [my.titles.story, "내 글/댓글"],
    [my.subscribe.empty, "구독한 스트리머가 없습니다."],
    [my.subscribe.benefits, "구독혜택 보기"],
    [my.fan.empty, "가입한 팬클럽이 없습니다."],
    [my.lists.liveEmpty, "진행중인 라이브가 없습니다."],
    [myFavorite.empty, "즐겨찾기 한 스트리머가 없습니다."],
    [myFavorite.liveEmpty, "방송중인 스트리머가 없습니다."],
    [myFavoriteConfirm.removeFavourite, "해당 스트리머를 즐겨찾기에서 삭제하시겠습니까?"],
    [myHistory.history.empty.live, "아직 참여한 방송이 없습니다."],
    [myHistory.history.empty.liveButton, "LIVE 보러가기"],
    [myHistory.history.empty.vod, "최근 본 VOD가 없습니다."],
    [myHistory.history.empty.later, "나중에 보기 한 VOD가 없습니다."],
    [myHistory.history.empty.up, "UP 한 VOD가 없습니다."],
    [myHistory.history.empty.playlist, "재생목록이 없습니다."],
    [myStory.empty, "작성한 게시글 또는 댓글이 없습니다."],
    [myStory.loadFailed, "데이터를 불러오는 중 오류가 발생했습니다."],
    [myStory.stationOf("행복한고양이"), "행복한고양이님의 방송국"],
  ])("%s", (text, expected) => {
    expect(text).toBe(expected);
  });

  it("confirmations", () => {
    const confirm = myHistoryConfirm;
    expect(confirm.liveAll).toEqual(["최근 본 스트리머의 LIVE를 모두 삭제하시겠습니까?", "삭제된 LIVE 리스트는 복구할 수 없습니다."]);
    expect(confirm.laterPlayed).toEqual(["재생한 VOD를 모두 삭제하겠습니까?"]);
    expect(confirm.laterAll).toEqual(["나중에 보기 목록을 모두 삭제하겠습니까?"]);
    expect(confirm.playlist).toEqual(["재생목록을 삭제하시겠습니까?"]);
    expect(myStory.confirm.warning).toBe("삭제 시 스토리와 방송국에서 완전 삭제되며, 복구가 불가능합니다.");
  });

  it("toasts", () => {
    expect(myMessages.pinDone).toBe("목록 상단 고정 완료 되었습니다.");
    expect(myMessages.unpinDone).toBe("목록 상단 고정 해제 되었습니다.");
    expect(myMessages.notRecommended).toBe("해당 방송을 더 이상 추천하지 않습니다.");
    expect(myMessages.failed).toBe("에러가 발생하였습니다.");
    expect(myMessages.history).toMatchObject({
      liveAll: "최근 본 스트리머의 LIVE 목록이 모두 삭제됐습니다.",
      liveOne: "최근 본 스트리머의 LIVE 목록에서 삭제됐습니다.",
      vodAll: "최근 본 VOD 목록이 모두 삭제됐습니다.",
      vodOne: "최근 본 VOD 목록에서 삭제됐습니다.",
      laterPlayed: "재생한 VOD가 삭제됐습니다.",
      laterAll: "나중에 보기가 모두 삭제됐습니다.",
      laterOne: "나중에 보기에서 삭제됐습니다.",
    });
    expect(myMessages.story).toEqual({
      post: "게시글(댓글, 답글 포함) 삭제가 완료되었습니다.",
      comment: "댓글(답글 포함) 삭제가 완료되었습니다.",
      reply: "답글 삭제가 완료되었습니다.",
    });
  });
});
