// Texts a page's live event client writes into the cards it patches (issue 70), in its own chunk: kept tiny.
export const liveEvents = {
  /** On a card whose broadcast ended while the page was open (000 §4.8's label). */
  ended: "방송종료",
  /** The go-live toast, for a followed streamer whose alarm is on (issue 70 item 3; ours: the spec has no such notice). */
  wentLive: (nickname: string) => `${nickname} 님이 방송을 시작했습니다.`,
} as const;
