// The logged-in user as the upstream's authentication call describes them (001 §3.3).
export type Viewer = {
  userId: string;
  nickname: string;
  profileImageUrl: string | null;
  /** Age in years when the upstream tells it; adult sections need 19 or more. */
  age: number | null;
  isAdult: boolean;
  isAbroad: boolean;
  isSuspended: boolean;
  isRealnameChecked: boolean;
  isBestBj: boolean;
  isPartnerBj: boolean;
  isSupportersBj: boolean;
  noteCount: number;
};

export const ADULT_AGE = 19;
