// Suggestions for the help search box (FAQ titles) and the chatbot input (question_autocomplete, 10),
// loaded after 300 ms of typing (002 §2.4, §2.14). JSON only: without JS nobody asks for it.
export { loader } from "./suggest.server";
