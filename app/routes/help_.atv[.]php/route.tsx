// Legacy help link /help/atv.php?type=…&qnaId=… (002 §2.15).
export { loader } from "./legacy-atv.server";
