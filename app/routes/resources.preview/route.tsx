// GET /resources/preview?b={broadNo}:{userId}: whether the home previews may play (000 §2.4, §4.11);
// preview.server.ts.
export { loader } from "./preview.server";
