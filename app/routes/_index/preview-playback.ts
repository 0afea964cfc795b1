// Drives the home preview carousel once the page runs (000 §2.4, §4.11). Loaded with import() after
// hydration, so none of it is first-load JS; it loads hls.js only when a preview starts in a browser that
// cannot play HLS itself. Each broadcast on screen starts after a random 0-2 s and plays muted for at most
// 60 s; every 10 s the statuses are asked again, and a broadcast that changed stops with STATUS_ERROR.
// A refused play() (auto-play blocked) waits for the viewer's '재생'. The slides' markup is React's; this
// module only sets their data-phase (the CSS shows the matching outcome) and the viewer counts.
import { attachHls } from "~/components/player/attach-hls";
import { abbreviateCount } from "~/domain/counts";
import { PREVIEW, type PreviewOutcome } from "~/domain/home";
import { watchInView } from "~/utils/in-view";

export type SlidePhase = "idle" | "starting" | "playing" | "failed" | PreviewOutcome;
type Status = { broadNo: string; status: "OK"; url: string; viewCount: number | null } | { broadNo: string; status: "STATUS_ERROR" };

type Slide = {
  element: HTMLElement;
  video: HTMLVideoElement;
  phase: SlidePhase;
  url: string | null;
  visible: boolean;
  timer?: ReturnType<typeof setTimeout>;
  limit?: ReturnType<typeof setTimeout>;
  teardown?: () => void;
};

/** Starts the previews of the slides inside `container`; returns a function that stops everything. */
export function runPreviews(container: HTMLElement): () => void {
  const slides = new Map<string, Slide>();
  const query: string[] = [];
  container.querySelectorAll<HTMLElement>("[data-broad-no]").forEach((element) => {
    const video = element.querySelector("video");
    const broadNo = element.dataset.broadNo ?? "";
    if (!video || !broadNo) return;
    slides.set(broadNo, { element, video, phase: "idle", url: null, visible: false });
    query.push(`b=${encodeURIComponent(`${broadNo}:${element.dataset.userId ?? ""}`)}`);
  });

  const setPhase = (slide: Slide, phase: SlidePhase) => {
    slide.phase = phase;
    slide.element.dataset.phase = phase;
  };

  const halt = (slide: Slide, phase: SlidePhase) => {
    clearTimeout(slide.timer);
    clearTimeout(slide.limit);
    slide.teardown?.();
    slide.teardown = undefined;
    slide.video.pause();
    slide.video.removeAttribute("src");
    slide.video.load();
    setPhase(slide, phase);
  };

  const play = (slide: Slide) => {
    slide.video.play().catch((error: unknown) => {
      if (slide.teardown && error instanceof DOMException && error.name === "NotAllowedError") setPhase(slide, "AUTO_PLAY_BLOCK");
    });
  };

  const start = async (slide: Slide) => {
    if (!slide.url) return;
    setPhase(slide, "starting");
    slide.video.addEventListener("playing", () => {
      if (slide.phase === "starting" || slide.phase === "AUTO_PLAY_BLOCK") setPhase(slide, "playing");
      slide.limit ??= setTimeout(() => halt(slide, "EXCEED_PLAY_LIMIT"), PREVIEW.playLimitMs);
    });
    slide.video.muted = true;
    slide.video.playsInline = true;
    // Native HLS where the browser has it; hls.js is fetched only where it has not.
    const teardown = await attachHls(slide.video, slide.url, {
      preferNative: true,
      config: { maxBufferLength: 10, backBufferLength: 10 },
      onFatal: () => halt(slide, "failed"),
    });
    if (slide.phase !== "starting") return teardown();
    slide.teardown = teardown;
    play(slide);
  };

  const maybeStart = (slide: Slide) => {
    if (slide.phase !== "idle" || !slide.url || !slide.visible || slide.timer) return;
    slide.timer = setTimeout(() => void start(slide), Math.random() * PREVIEW.startDelayMaxMs);
  };

  const stopWatching = watchInView(
    [...slides.values()].map((slide) => slide.element),
    (entry) => {
      const slide = slides.get((entry.target as HTMLElement).dataset.broadNo ?? "");
      if (!slide) return;
      slide.visible = entry.isIntersecting;
      maybeStart(slide);
    },
  );

  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest("[data-preview-play]");
    const slide = button ? slides.get(button.closest<HTMLElement>("[data-broad-no]")?.dataset.broadNo ?? "") : undefined;
    if (slide) play(slide);
  };
  container.addEventListener("click", onClick);

  const refresh = async () => {
    // Hidden (the prefer preview where the main banner shows, or a background tab): nothing to ask.
    if (container.offsetParent === null || document.hidden || query.length === 0) return;
    let statuses: Status[];
    try {
      statuses = ((await (await fetch(`/resources/preview?${query.join("&")}`)).json()) as { items: Status[] }).items;
    } catch {
      return;
    }
    for (const status of statuses) {
      const slide = slides.get(status.broadNo);
      if (!slide) continue;
      if (status.status === "STATUS_ERROR") {
        if (slide.phase !== "EXCEED_PLAY_LIMIT" && slide.phase !== "STATUS_ERROR") halt(slide, "STATUS_ERROR");
        continue;
      }
      const viewers = slide.element.querySelector("[data-viewers]");
      if (viewers && status.viewCount !== null) viewers.textContent = abbreviateCount(status.viewCount);
      slide.url ??= status.url;
      maybeStart(slide);
    }
  };
  void refresh();
  const interval = setInterval(refresh, PREVIEW.refreshMs);

  return () => {
    clearInterval(interval);
    stopWatching();
    container.removeEventListener("click", onClick);
    slides.forEach((slide) => {
      clearTimeout(slide.timer);
      clearTimeout(slide.limit);
      slide.teardown?.();
    });
  };
}
