// Word lists for a realistic Korean dataset: nicknames, ids, titles, tags, post texts.
import type { Rng } from "./prng";

const NICK_HEADS = [
  "행복한", "졸린", "용감한", "수상한", "느긋한", "반짝이는", "배고픈", "다정한", "엉뚱한", "조용한", "씩씩한", "귀여운",
  "새벽의", "한밤의", "푸른", "하얀", "붉은", "작은", "커다란", "빠른", "느린", "따뜻한", "시원한", "달콤한", "매운",
  "전설의", "초보", "고수", "방구석", "동네", "우주", "바다", "산골", "도시", "감성", "레트로",
];
const NICK_TAILS = [
  "고양이", "강아지", "호랑이", "토끼", "펭귄", "다람쥐", "여우", "곰돌이", "햄스터", "부엉이", "라면", "떡볶이", "만두",
  "붕어빵", "호떡", "김밥", "별빛", "달빛", "구름", "바람", "노을", "파도", "게이머", "스나이퍼", "탱커", "힐러", "기타리스트",
  "피아니스트", "요리사", "여행자", "탐험가", "마법사", "기사", "해적", "닌자", "선장", "박사", "작가", "화가",
];
const ID_SYLLABLES = [
  "ha", "ru", "min", "ji", "seo", "yun", "do", "hyun", "su", "ah", "jun", "woo", "ye", "rin", "eun", "bi", "na", "ra",
  "tae", "yang", "gyu", "sol", "bom", "dal", "byul", "haneul", "sora", "mir", "kang", "jae", "won", "hee", "chan", "yeon",
];

export function koreanNick(rng: Rng): string {
  const base = `${rng.pick(NICK_HEADS)}${rng.pick(NICK_TAILS)}`;
  return rng.chance(0.35) ? `${base}${rng.int(1, 99)}` : base;
}

export function romanId(rng: Rng): string {
  const parts = rng.int(2, 3);
  let id = "";
  for (let index = 0; index < parts; index += 1) id += rng.pick(ID_SYLLABLES);
  return `${id}${rng.int(1, 999)}`.slice(0, 16);
}

const LIVE_TITLES = [
  "오늘도 즐겁게 소통방송 🎉", "랭크 올라갑니다! 같이 가요", "새벽 감성 노래방송", "신작 첫 플레이 (스포 주의)",
  "시청자 참여 내전 진행중", "아침 먹방 - 오늘의 메뉴는?", "공부 같이해요 (캠스터디)", "힐링 그림 그리기",
  "초보 탈출 프로젝트 3일차", "레전드 경기 다시보기 리뷰", "주말 특집 합방!", "기타 연습 라이브", "퇴근길 수다방",
  "전국 맛집 탐방 생방송", "야구 같이 봐요 (응원방)", "강아지랑 산책 라이브", "여행 브이로그 생중계",
  "복귀 방송입니다 반가워요", "구독자 감사 이벤트", "보이는 라디오 - 사연 받아요", "코딩 라이브: 웹 서비스 만들기",
  "요리 초보의 김치찌개 도전", "공포게임 정복기", "음악 신청곡 받습니다", "새 시즌 첫날 달립니다",
];
const VOD_TITLES = [
  "하이라이트 모음", "풀영상 다시보기", "레전드 장면", "명장면 클립", "튜토리얼: 처음부터 차근차근", "대회 결승전",
  "웃음 참기 챌린지", "먹방 풀버전", "라이브 공연 실황", "여행 기록", "시청자 사연 모음", "신곡 커버", "공략 영상",
  "토크 하이라이트", "팬미팅 현장", "편집본", "요약본", "비하인드",
];
const TAGS = [
  "한국어", "소통", "힐링", "게임", "먹방", "노래", "캠방", "롤", "배그", "발로란트", "랭크", "내전", "초보", "고수",
  "여행", "요리", "공부", "ASMR", "음악", "야구", "축구", "버튜버", "그림", "토크", "라디오", "스포츠", "뉴비환영", "합방",
];

export const liveTitle = (rng: Rng) => rng.pick(LIVE_TITLES);
export const vodTitle = (rng: Rng, subject: string) => `[${subject}] ${rng.pick(VOD_TITLES)}`;
export const tags = (rng: Rng, count: number) => rng.sample(TAGS, count);

const POST_SENTENCES = [
  "오늘 방송 와주신 분들 모두 감사합니다!", "다음 방송은 내일 저녁 8시에 시작해요.", "공지 꼭 읽어주세요.",
  "이번 주 일정 안내드립니다.", "새로운 컨텐츠 준비 중이에요.", "여러분의 의견을 댓글로 남겨주세요.",
  "즐거운 주말 보내세요 :)", "어제 방송 다시보기 올렸습니다.", "이벤트 당첨자 발표합니다.", "건강 조심하세요!",
];

export const postSentences = (rng: Rng, count: number) => rng.sample(POST_SENTENCES, count);
