// The report / removal-request form of the illegal report (002 §2.9, §7.2), .hwp or .docx, streamed from
// the help host's files path. Inside the app it needs version 8.15.0 or later, else the update notice.
export { loader } from "./form-download.server";
