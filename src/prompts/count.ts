/** The size of the curated library, shared by the prompt loader, the API contract and the tests. */

/** Prompt ids run from 1 to this number with no gaps. */
export const PROMPT_COUNT = 278;
