/**
 * Masks the parts of a UI message or an MDX page that are not prose: code
 * spans, fenced code, URLs and link targets, `{placeholders}` and JSX
 * expressions, HTML/JSX tags with their attributes, MDX import/export lines,
 * admonition fences and front-matter keys. A masked character becomes
 * MASK, so every view keeps the positions of the source: the check reports
 * what it sees there, and the fixer edits the source at the same offsets.
 */

/** Stands for a character that is not prose (a private-use code point: not a letter, space or mark). */
export const MASK = '\uE000';

const maskMatches = (text: string, re: RegExp): string => text.replace(re, (match) => match.replace(/[^\n]/g, MASK));

/** Inline parts that are never prose, in UI messages and docs alike. */
function maskInline(text: string): string {
  let out = text;
  out = maskMatches(out, /`[^`\n]*`/g); // code spans
  out = maskMatches(out, /<!--[\s\S]*?-->/g); // HTML comments
  out = maskMatches(out, /\{\/\*[\s\S]*?\*\/\}/g); // MDX comments
  out = maskMatches(out, /\]\([^)\s]*(?:\s+"[^"]*")?\)/g); // link targets and titles
  out = maskMatches(out, /^\s*\[[^\]]+\]:\s*\S+.*$/gm); // link reference definitions
  out = maskMatches(out, /\b(?:https?|mailto|ftp):[^\s<>)\]]+/g); // URLs
  out = maskMatches(out, /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g); // email addresses
  out = maskMatches(out, /<\/?[A-Za-z][^<>]*>/g); // HTML/JSX tags and their attributes
  out = maskMatches(out, /\{[^{}\n]*\}/g); // {placeholders}, {#anchors}, JSX expressions
  return out;
}

/** A UI string (code.json, navbar/footer JSON, current.json) with its non-prose parts masked. */
export function maskMessage(message: string): string {
  return maskInline(message);
}

/** Front-matter keys whose values are read by people. */
const PROSE_FRONT_MATTER = new Set(['title', 'description', 'sidebar_label']);

/** An MDX page with its non-prose parts masked; the result has the same lines and lengths. */
export function maskMdx(source: string): string {
  const lines = source.split('\n');
  const out: string[] = [];
  let fence: string | null = null;
  let frontMatter = lines[0] === '---';
  for (const [index, line] of lines.entries()) {
    const all = () => line.replace(/./g, MASK);
    if (frontMatter) {
      if (index > 0 && line === '---') frontMatter = false;
      const key = /^([\w-]+):(\s*)/.exec(line);
      if (key && PROSE_FRONT_MATTER.has(key[1] ?? '')) {
        out.push(MASK.repeat(key[0].length) + maskInline(line.slice(key[0].length)));
      } else out.push(all());
      continue;
    }
    const mark = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (mark && mark[0] === fence[0] && mark.length >= fence.length) fence = null;
      out.push(all());
      continue;
    }
    if (mark) {
      fence = mark;
      out.push(all());
      continue;
    }
    if (/^(import|export)\s/.test(line)) {
      out.push(all());
      continue;
    }
    let masked = maskInline(line);
    masked = masked.replace(
      /^(\s*)(:::+\w*)/,
      (_m, space: string, marker: string) => space + MASK.repeat(marker.length),
    );
    masked = masked.replace(
      /^(\s*)(\d+\.)(?=\s)/,
      (_m, space: string, marker: string) => space + MASK.repeat(marker.length),
    );
    out.push(masked);
  }
  return out.join('\n');
}
