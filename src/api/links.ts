/**
 * The one link detector: what counts as a link in a text that a new account may not post
 * (comments and shared prompts; see NEW_ACCOUNT_HOURS). The server refuses with it and a form can
 * warn with it. It finds web addresses ("https://…"), `www.` names and bare domain names ending in
 * a common top-level domain ("cheap-pills.shop", "bit.ly/x"). Dotted words that are not domains
 * ("node.js", "e.g.", "v1.2", "file.txt") and e-mail addresses are not links. Top-level domains
 * that are also everyday words after a missing space ("in", "at", "it", "no" …) are left out.
 *
 * Linear in the text's length: each pattern either starts at a fixed marker or runs over one
 * word at a time, and no pattern nests repetitions that could backtrack.
 */

const TOP_LEVEL_DOMAINS = new Set(
  (
    'com net org info biz io co ai app dev me tv cc ly gg ws pw tk ml ga cf gq xyz top site online store shop ' +
    'club live link click buzz vip win bid loan work today fun icu cn ru de uk fr jp kr br nl pl eu ca au ch ' +
    'se fi dk cz pt gr tr ua ir vn th sg hk tw ph pk bd ng za mx cl nz'
  ).split(' '),
);

const SCHEME = /\b(?:https?|ftp):\/\/[^\s/]/i;
const WWW = /\bwww\.[\p{L}\p{N}-]+\.[\p{L}]{2,}/iu;
/** What may separate words that could be domains (anything but letters, digits and . - _ / : @). */
const WORD_BREAK = /[^\p{L}\p{N}._\-/:@]+/u;
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u;

/** Whether one word (possibly with a path after the name) is a bare domain name. */
function isBareDomain(word: string): boolean {
  const host = word.split(/[/:]/, 1)[0]!.replace(/^[._-]+|[._-]+$/g, '');
  if (host.includes('@')) return false;
  const labels = host.split('.');
  if (labels.length < 2) return false;
  const tld = labels[labels.length - 1]!;
  return TOP_LEVEL_DOMAINS.has(tld.toLowerCase()) && labels.every((label) => LABEL.test(label));
}

/** Whether the text holds a link. */
export function containsLink(text: string): boolean {
  if (SCHEME.test(text) || WWW.test(text)) return true;
  return text.split(WORD_BREAK).some((word) => word.includes('.') && isBareDomain(word));
}
