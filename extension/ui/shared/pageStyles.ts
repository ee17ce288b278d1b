/** The CSS of the extension's own pages (side panel, options): small, no framework, dir-aware. */
export const PAGE_CSS = `
.pd-page {
  font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Noto Sans Devanagari",
    "Noto Sans Bengali", "PingFang SC", "Hiragino Sans", "Malgun Gothic", sans-serif;
  color: #1f2328; background: #fff; padding: 12px; display: flex; flex-direction: column; gap: 12px;
}
.pd-page *, .pd-page *::before, .pd-page *::after { box-sizing: border-box; }
.pd-page h1 { font-size: 18px; margin: 0; }
.pd-page h2 { font-size: 15px; margin: 0; }
.pd-page input[type="text"], .pd-page input[type="url"], .pd-page input[type="password"], .pd-page input[type="search"],
.pd-page textarea, .pd-page select {
  font: inherit; color: inherit; background: inherit; border: 1px solid #8c959f; border-radius: 6px; padding: 6px 8px;
  width: 100%;
}
.pd-page textarea { min-height: 8em; resize: vertical; }
.pd-page button {
  font: inherit; padding: 6px 12px; border-radius: 6px; border: 1px solid #8c959f; background: #f6f8fa; color: inherit;
  cursor: pointer;
}
.pd-page button.pd-primary { background: #0969da; border-color: #0969da; color: #fff; }
.pd-page button[aria-pressed="true"] { background: #ddf4ff; border-color: #0969da; }
.pd-page button:disabled { opacity: 0.5; cursor: not-allowed; }
.pd-page :is(button, input, select, textarea, [role="tab"]):focus-visible { outline: 2px solid #0969da; outline-offset: 2px; }
.pd-tabs { display: flex; gap: 4px; border-block-end: 1px solid #d1d9e0; }
.pd-tabs [role="tab"] { border: 0; border-block-end: 2px solid transparent; border-radius: 0; background: none; }
.pd-tabs [role="tab"][aria-selected="true"] { border-block-end-color: #0969da; font-weight: 600; }
.pd-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 4px; }
.pd-list button { width: 100%; text-align: start; display: grid; grid-template-columns: auto 1fr; gap: 0 8px; }
.pd-source { font-size: 12px; color: #0550ae; background: #eef6ff; border-radius: 4px; padding: 0 6px; white-space: nowrap; justify-self: start; align-self: start; }
.pd-list .pd-role { grid-column: 2; }
.pd-title { font-weight: 600; }
.pd-role, .pd-help, .pd-note, .pd-intro { color: #59636e; font-size: 12px; margin: 0; }
.pd-error { color: #b3261e; margin: 0; }
.pd-row { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.pd-field, .pd-fields { display: flex; flex-direction: column; gap: 4px; }
.pd-fields { gap: 8px; }
.pd-field label, .pd-label { font-weight: 600; }
.pd-check { display: flex; gap: 6px; align-items: center; }
.pd-preview { white-space: pre-wrap; border: 1px solid #d1d9e0; border-radius: 6px; padding: 8px; margin: 0; max-height: 16em; overflow: auto; }
.pd-section { display: flex; flex-direction: column; gap: 8px; }
code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
@media (prefers-color-scheme: dark) {
  .pd-page { background: #0d1117; color: #e6edf3; }
  .pd-page button { background: #21262d; }
  .pd-page button[aria-pressed="true"] { background: #1f3a5f; }
  .pd-role, .pd-help, .pd-note, .pd-intro { color: #9198a1; }
  .pd-source { background: #1f3a5f; color: #9ecbff; }
  .pd-error { color: #ff8a80; }
}
`;

/** Puts PAGE_CSS into the page once. */
export function addPageStyles(doc: Document): void {
  if (doc.getElementById('pd-page-css')) return;
  const style = doc.createElement('style');
  style.id = 'pd-page-css';
  style.textContent = PAGE_CSS;
  doc.head.append(style);
}
