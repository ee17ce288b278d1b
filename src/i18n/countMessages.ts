/**
 * Every UI message that shows a number, and how the site renders it. A message either
 * agrees with one of its numbers (`pluralBy`: its plural forms are separated by "|", one
 * per form of messageForms(locale), and selectPlural or usePluralForm picks one), or
 * puts its numbers after labels ("Prompts added: 3"), so no word agrees with them and it
 * has one form. Numbers are written with formatCount (the locale's digits and grouping).
 *
 * tests/unit/i18n/countMessages.test.ts renders each of them in every locale and fails
 * when code.json holds a message with a number placeholder that is not listed here.
 * The site's components do not import it (they pass plural forms to usePluralForm): it is the
 * list the test and translators read, and the browser extension's translator
 * (extension/lib/i18n.ts) reads `pluralBy` here for its own strings (i18n/<locale>/extension.json).
 */
import { formatCount, selectPlural } from './plural';

export interface CountMessage {
  /** The placeholder whose number picks the plural form; none for a "label: number" message. */
  pluralBy?: string;
  /** Its placeholders that hold numbers. */
  numbers: readonly string[];
  /** Sample values of its other placeholders. */
  text?: Readonly<Record<string, string>>;
  /** Rendered by Docusaurus's theme, which fills in the bare number. */
  theme?: boolean;
}

/**
 * Placeholder names that hold a number. Identifiers are not counts and stay out:
 * `{number}` ("Comment #12") and `{version}` (the export format).
 */
export const NUMBER_PLACEHOLDERS: readonly string[] = [
  'count',
  'seconds',
  'minutes',
  'hours',
  'min',
  'max',
  'limit',
  'prompts',
  'favorites',
  'skipped',
  'add',
  'duplicates',
  'row',
  'page',
  'score',
  'ups',
  'downs',
  'readingTime',
];

const plural = (by: string, ...others: string[]): CountMessage => ({ pluralBy: by, numbers: [by, ...others] });
const label = (...numbers: string[]): CountMessage => ({ numbers });
const theme = (by: string): CountMessage => ({ pluralBy: by, numbers: [by], theme: true });

/** Import file problems: "Prompt 3: the title is too long.", the row number after a label. */
const importRowProblems = [
  'account.import.prompt.titleMissing',
  'account.import.prompt.titleTooLong',
  'account.import.prompt.titleInvalid',
  'account.import.prompt.textMissing',
  'account.import.prompt.textTooLong',
  'account.import.prompt.textInvalid',
  'account.import.prompt.remarkTooLong',
  'account.import.prompt.remarkInvalid',
  'account.import.prompt.notesTooLong',
  'account.import.prompt.notesInvalid',
  'account.import.prompt.sharedInvalid',
  'account.import.prompt.invalid',
  'account.import.favorite.kindInvalid',
  'account.import.favorite.numberInvalid',
  'account.import.favorite.invalid',
];

export const COUNT_MESSAGES: Readonly<Record<string, CountMessage>> = {
  // Library and chrome
  'library.resultCount': plural('count'),
  'home.lead': plural('count'),
  'announcement.text': { ...plural('count'), text: { link: '<a>' } },
  // Limits, waits and caps
  'api.error.quotaPrompts': plural('count'),
  'api.error.quotaShared': plural('count'),
  'api.error.quotaComments': plural('count'),
  'api.error.quotaFavorites': plural('count'),
  'api.error.quotaTokens': plural('count'),
  'api.error.tokenExpiryRequired': plural('count'),
  'api.error.linksNotAllowedHours': plural('count'),
  'api.error.rateLimitedSeconds': plural('count'),
  'api.error.rateLimitedMinutes': plural('count'),
  'account.success.resetMailSent': plural('minutes'),
  'account.success.passwordChangedTokensRevoked': plural('count'),
  'account.success.signedOutEverywhereTokensRevoked': plural('count'),
  'account.rule.tooLong': plural('max'),
  'account.rule.usernameLength': plural('max', 'min'),
  'account.rule.passwordLength': plural('max', 'min'),
  'comments.rule.tooLong': plural('max'),
  'report.rule.noteTooLong': plural('max'),
  // Import and export
  'account.import.keptPrivate': plural('count'),
  'account.import.done': label('prompts', 'favorites', 'skipped'),
  'account.import.preview': { ...label('add', 'duplicates', 'favorites'), text: { file: 'mine.json' } },
  ...Object.fromEntries(importRowProblems.map((id) => [id, label('row')])),
  // Counters and labels
  'counter.charactersLeft': plural('count'),
  'counter.charactersOver': plural('count'),
  'vote.summary': label('score', 'ups', 'downs'),
  'comments.headingCount': label('count'),
  'comments.action.moreReplies': label('count'),
  'community.card.comments': label('count'),
  'community.pager.page': label('page'),
  // Operator console
  'admin.item.openReports': plural('count'),
  'admin.queue.moreReports': plural('count'),
  'admin.queue.resolved': plural('count'),
  // Browser extension (i18n/<locale>/extension.json)
  'extension.search.count': plural('count'),
  'extension.save.titleTooLong': plural('max'),
  'extension.save.textTooLong': plural('max'),
  'extension.panel.score': label('score'),
  // Docusaurus theme
  'theme.docs.tagDocListPageTitle.nDocsTagged': theme('count'),
  'theme.blog.post.plurals': theme('count'),
  'theme.blog.post.readingTime.plurals': theme('readingTime'),
  'theme.docs.DocCard.categoryDescription.plurals': theme('count'),
};

/**
 * `message` (a locale's translation of a count message) as the site shows it when each
 * of its numbers is `count`: numbers written by formatCount, then the plural form picked.
 */
export function renderCountMessage(locale: string, message: string, entry: CountMessage, count: number): string {
  const values: Record<string, string> = { ...entry.text };
  for (const name of entry.numbers) values[name] = entry.theme ? String(count) : formatCount(locale, count);
  const filled = message.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
  return entry.pluralBy ? selectPlural(locale, count, filled) : filled;
}
