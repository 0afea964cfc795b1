// The forms' longer notices (002 §2.8, §2.9): the loader sends them with the page, so that the page's
// JavaScript does not carry them.
import type { HelpTypeWord as Label } from "./categories";

export const helpFormNotices = {
  /** designed from 002 §2.8: id and e-mail are collected and kept 3 years */
  privacyItems: ["수집 항목: 아이디, 이메일 주소", "수집 목적: 문의 및 신고 접수, 처리 결과 안내", "보유 기간: 3년"],
  /** designed: '{label} 유의사항' */
  notes: {
    문의: [
      "문의 내용이 구체적일수록 빠르고 정확한 답변을 드릴 수 있습니다.",
      "답변은 나의 문의 내역과 입력하신 이메일로 안내됩니다.",
      "욕설, 비방 등 부적절한 내용이 포함된 문의는 답변이 제한될 수 있습니다.",
    ],
    신고: [
      "신고 대상(방송국, 방송, VOD 주소)과 사유를 구체적으로 적어 주세요.",
      "증거 자료(캡처 이미지 등)를 첨부하시면 처리에 도움이 됩니다.",
      "허위 신고 시 서비스 이용이 제한될 수 있습니다.",
    ],
  } satisfies Record<Label, string[]>,
  /** 002 §2.9: evidence, sanctions, false reports (wording designed) */
  illegalNotice: [
    "불법촬영물등 유통 신고 시 해당 게시물의 주소, 캡처 이미지 등 증거 자료를 반드시 첨부해 주세요.",
    "신고된 콘텐츠가 불법촬영물등으로 확인되면 게시자에게 경고부터 이용 정지까지 조치하며, 중대한 경우 즉시 이용이 정지됩니다.",
    "허위 신고나 타인의 명예를 훼손하는 신고를 한 경우 신고자도 이용 제한 등의 조치를 받을 수 있습니다.",
  ],
  /** designed: the page a post too large to read answers with (413), under the size message */
  oversized: {
    lines: [
      "보내신 첨부파일이 너무 커서 접수하지 못했습니다. 파일을 줄이거나 나누어 다시 첨부해 주세요.",
      "브라우저의 뒤로 가기를 누르면 입력하신 내용이 남아 있는 양식으로 돌아갈 수 있습니다.",
    ],
    back: (type: Label) => `${type} 양식으로 돌아가기`,
  },
} as const;
