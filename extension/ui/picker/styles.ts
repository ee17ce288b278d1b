/**
 * The picker's CSS, put inside its shadow root: the chat page's styles do not reach it and it
 * does not reach the page. Logical properties (inline-start/end) follow dir="rtl".
 */
export const PICKER_CSS = `
:host { all: initial; }
.pd-backdrop {
  position: fixed; inset: 0; z-index: 2147483647; display: flex; align-items: flex-start; justify-content: center;
  padding-block-start: 12vh; background: rgb(0 0 0 / 0.35);
  font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Noto Sans Devanagari",
    "Noto Sans Bengali", "PingFang SC", "Hiragino Sans", "Malgun Gothic", sans-serif;
  color: #1f2328;
}
.pd-dialog {
  box-sizing: border-box; width: min(640px, calc(100vw - 32px)); max-height: 70vh; display: flex; flex-direction: column;
  gap: 8px; padding: 12px; border-radius: 12px; background: #fff; box-shadow: 0 12px 40px rgb(0 0 0 / 0.3);
}
.pd-dialog *, .pd-dialog *::before, .pd-dialog *::after { box-sizing: border-box; }
.pd-header { display: flex; align-items: center; gap: 8px; }
.pd-brand { font-weight: 600; margin-inline-end: auto; }
.pd-language, .pd-search, .pd-field input {
  font: inherit; color: inherit; border: 1px solid #8c959f; border-radius: 6px; padding: 6px 8px; background: #fff;
}
.pd-search { width: 100%; font-size: 16px; }
.pd-close { font: inherit; font-size: 20px; line-height: 1; border: 0; background: none; cursor: pointer; padding: 4px 8px; }
.pd-hint, .pd-note, .pd-intro { margin: 0; color: #59636e; font-size: 12px; }
.pd-error { margin: 0; color: #b3261e; }
.pd-results { list-style: none; margin: 0; padding: 0; overflow-y: auto; }
.pd-result {
  display: grid; grid-template-columns: auto 1fr; gap: 0 8px; padding: 6px 8px; border-radius: 6px; cursor: pointer;
}
.pd-result[aria-selected="true"] { background: #ddf4ff; outline: 2px solid #0969da; outline-offset: -2px; }
.pd-source {
  font-size: 12px; color: #0550ae; background: #eef6ff; border-radius: 4px; padding: 0 6px; white-space: nowrap;
  align-self: start;
}
.pd-title { font-weight: 600; }
.pd-role { grid-column: 2; color: #59636e; font-size: 12px; }
.pd-form { display: flex; flex-direction: column; gap: 8px; overflow-y: auto; }
.pd-picked { margin: 0; }
.pd-fields { display: flex; flex-direction: column; gap: 8px; }
.pd-field { display: flex; flex-direction: column; gap: 2px; }
.pd-field label { font-weight: 600; font-size: 13px; }
.pd-actions { display: flex; gap: 8px; justify-content: flex-end; }
.pd-actions button {
  font: inherit; padding: 6px 14px; border-radius: 6px; border: 1px solid #8c959f; background: #f6f8fa; cursor: pointer;
}
.pd-actions .pd-primary { background: #0969da; border-color: #0969da; color: #fff; }
.pd-actions button:disabled { opacity: 0.5; cursor: not-allowed; }
.pd-visually-hidden {
  position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap;
}
:is(button, input, select):focus-visible { outline: 2px solid #0969da; outline-offset: 2px; }
@media (prefers-color-scheme: dark) {
  .pd-backdrop { color: #e6edf3; }
  .pd-dialog, .pd-language, .pd-search, .pd-field input { background: #161b22; color: #e6edf3; }
  .pd-hint, .pd-note, .pd-intro, .pd-role { color: #9198a1; }
  .pd-result[aria-selected="true"] { background: #1f3a5f; }
  .pd-source { background: #1f3a5f; color: #9ecbff; }
  .pd-actions button { background: #21262d; color: #e6edf3; }
  .pd-error { color: #ff8a80; }
}
`;
