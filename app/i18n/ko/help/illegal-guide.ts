// The illegal report's '불법촬영물등 유형과 정의 안내' (002 §2.9), sent by the loader only when the guide is
// open, so that the page's JavaScript does not carry it. Designed after the Telecommunications Business Act.
export const helpIllegalGuide = {
  guide: [
    {
      term: "불법촬영물",
      text: "카메라 등을 이용하여 성적 욕망 또는 수치심을 유발할 수 있는 사람의 신체를 촬영대상자의 의사에 반하여 촬영한 촬영물 또는 그 복제물",
    },
    {
      term: "허위영상물",
      text: "사람의 얼굴·신체 또는 음성을 대상으로 한 영상 등을 성적 욕망 또는 수치심을 유발할 수 있는 형태로 대상자의 의사에 반하여 편집·합성 또는 가공한 편집물·합성물·가공물 또는 그 복제물",
    },
    {
      term: "아동·청소년성착취물",
      text: "아동·청소년 또는 아동·청소년으로 명백하게 인식될 수 있는 사람이나 표현물이 등장하여 성적 행위를 하는 내용을 표현하는 것으로서 필름·비디오물·게임물 또는 컴퓨터나 그 밖의 통신매체를 통한 화상·영상 등의 형태로 된 것",
    },
  ],
} as const;
