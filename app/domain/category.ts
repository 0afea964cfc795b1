// Category numbers come padded ("00130000") or not ("40070", 130000): compare them padded to 8 digits.
export function padCategoryNo(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  const digits = String(value).trim();
  if (!/^\d+$/.test(digits)) return digits;
  return digits.length >= 8 ? digits : digits.padStart(8, "0");
}

/** Category numbers with a meaning of their own (000 §9). */
export const CATEGORY_NO = {
  award2024: "00950000",
  virtual: "00810000",
  excludedFromPreview: "00130000",
  /** VOD category number of adult content (a VOD category, not a live one). */
  adultVod: "00030000",
  /** Banner categories of the live groups: music, then three more without a name in the spec. */
  bannerMusic: "00030000",
  banners: ["00030000", "00580000", "00020007", "00020009"],
} as const;

/** A category tile / list item (000 §3.6). */
export type CategoryTile = {
  categoryNo: string;
  vodCategoryNo: string;
  name: string;
  imageUrl: string | null;
  viewCount: number;
  isDrops: boolean;
  fixedTags: string[];
};
