// Legacy mobile help link /help/m.php?category=… (002 §2.15).
export { loader } from "./legacy-mobile.server";
