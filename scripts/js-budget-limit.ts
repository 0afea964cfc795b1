/** The budget stated in the README: first-load JS per page, gzip. One place for the budget script and the benchmark. */
export const FIRST_LOAD_JS_BUDGET_KIB = 100;
