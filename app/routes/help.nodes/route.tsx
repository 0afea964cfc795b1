// Sub-categories of an inquiry category (CommonNodeList SVQNA), for the forms' category change with JS.
// Without JS the form's '적용' button posts and the action answers with the same list.
export { loader } from "./nodes.server";
