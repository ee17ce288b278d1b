import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { countGraphemes } from '@site/src/api/limits';
import { useDebouncedValue } from '@site/src/hooks/useDebouncedValue';
import { formatCount, selectPlural } from '@site/src/i18n/plural';
import styles from './styles.module.css';

/** Within the last tenth of the limit, screen readers hear what is left, once typing pauses. */
const ANNOUNCE_SHARE = 0.1;
const ANNOUNCE_DELAY_MS = 1200;

/** "12 characters left" / "3 characters over the limit", in the plural form the number takes. */
export function counterText(locale: string, count: number, max: number): string {
  const over = count > max;
  const number = over ? count - max : max - count;
  const forms = over
    ? translate(
        {
          id: 'counter.charactersOver',
          message: '{count} character over the limit|{count} characters over the limit',
          description:
            'Under a text field with a limit (comment, report note, feedback) that is too long; also said to screen readers. Plural forms separated by |',
        },
        { count: formatCount(locale, number) },
      )
    : translate(
        {
          id: 'counter.charactersLeft',
          message: '{count} character left|{count} characters left',
          description:
            'Under a text field with a limit (comment, report note, feedback): how many characters may still be typed; also said to screen readers near the limit. Plural forms separated by |',
        },
        { count: formatCount(locale, number) },
      );
  return selectPlural(locale, number, forms);
}

interface Props {
  /** The field's text; its trimmed characters are counted as the server counts them (grapheme clusters). */
  text: string;
  max: number;
}

/**
 * What is left of a text field's limit, for a form item's `extra` (which the field names
 * as its description). Near the limit a polite live region says it once typing pauses,
 * never per keystroke; while it holds the sentence, the visible copy is hidden from
 * screen readers so the description says it once.
 */
export default function CharacterCounter({ text, max }: Props) {
  const { i18n } = useDocusaurusContext();
  const locale = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  const count = countGraphemes(text.trim());
  const settled = useDebouncedValue(count, ANNOUNCE_DELAY_MS);
  const announced = settled >= max * (1 - ANNOUNCE_SHARE) ? counterText(locale, settled, max) : '';
  return (
    <>
      <span
        className={count > max ? `${styles.counter} ${styles.over}` : styles.counter}
        aria-hidden={announced ? true : undefined}
      >
        {counterText(locale, count, max)}
      </span>
      <span className={styles.announcement} aria-live="polite">
        {announced}
      </span>
    </>
  );
}
