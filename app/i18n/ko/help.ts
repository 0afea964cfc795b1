// Texts of the help centre (002), copied exactly from the spec.
export const help = {
  title: "고객센터",
} as const;
