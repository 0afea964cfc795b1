// The particle after a word a text is built around follows the word's last syllable as it is read.
import { describe, expect, it } from "vitest";
import { particle, withParticle } from "~/i18n/ko/particles";
import { stationLayout } from "~/i18n/ko/station/layout";

describe("Korean particles", () => {
  it("으로/로: 로 after a vowel and after ㄹ, 으로 after any other final consonant", () => {
    expect(withParticle("구독권 1개월", "direction")).toBe("구독권 1개월로");
    expect(withParticle("구독권", "direction")).toBe("구독권으로");
    expect(withParticle("정기 구독", "direction")).toBe("정기 구독으로");
    expect(withParticle("'자유게시판'", "direction")).toBe("'자유게시판'으로");
    expect(withParticle("'공지사항'", "direction")).toBe("'공지사항'으로");
    expect(withParticle("'방명록'", "direction")).toBe("'방명록'으로");
    expect(withParticle("'스케줄'", "direction")).toBe("'스케줄'로");
  });

  it("을/를, 이/가, 은/는 by a final consonant; digits and Latin letters as they are read", () => {
    expect(withParticle("구독권 1개월", "object")).toBe("구독권 1개월을");
    expect(withParticle("도우미", "object")).toBe("도우미를");
    expect(withParticle("이의신청", "subject")).toBe("이의신청이");
    expect(withParticle("문의", "subject")).toBe("문의가");
    expect(withParticle("신고", "topic")).toBe("신고는");
    expect(particle("구독권 3", "direction")).toBe("으로");
    expect(particle("구독권 2", "direction")).toBe("로");
    expect(particle("VIP 7", "object")).toBe("을");
    expect(particle("PREMIUM", "object")).toBe("을");
    expect(particle("VOD", "object")).toBe("를");
  });

  it("both forms when the sound cannot be told", () => {
    expect(withParticle("🎁", "object")).toBe("🎁을(를)");
    expect(particle("", "direction")).toBe("으로(로)");
  });

  it("in the station's ticket question and its answer (issue: '보유한 구독권 1개월으로')", () => {
    expect(stationLayout.subscription.useTicket("구독권 1개월")).toBe("보유한 구독권 1개월로 구독하시겠습니까?");
    expect(stationLayout.subscription.useTicket("")).toBe("보유한 구독권으로 구독하시겠습니까?");
    expect(stationLayout.subscription.used("구독권 3개월", 90)).toBe("구독권 3개월을 사용했습니다. (남은 기간 90일)");
  });
});
