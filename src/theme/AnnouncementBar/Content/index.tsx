import type { ComponentProps } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Interpolate from '@docusaurus/Interpolate';
import Translate, { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { usePluralForm } from '@docusaurus/theme-common';
import { formatCount } from '@site/src/i18n/plural';
import { PROMPT_COUNT } from '@site/src/prompts/count';
import styles from './styles.module.css';

/** The announcement text, translated per locale (the theme's own content string is not translatable). */
export default function AnnouncementBarContent(props: ComponentProps<'div'>) {
  const { i18n } = useDocusaurusContext();
  const { selectMessage } = usePluralForm();
  const locale = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  // The count goes in first, {link} is kept for <Interpolate> below: the text before the link stays one text node.
  const text = selectMessage(
    PROMPT_COUNT,
    translate(
      {
        id: 'announcement.text',
        message:
          'PromptDeck 3.2: one curated prompt in 13 languages. {link}|PromptDeck 3.2: {count} curated prompts in 13 languages. {link}',
        description:
          'The announcement bar; {count} is the number of curated prompts, {link} is the getting-started link. Plural forms separated by |',
      },
      { count: formatCount(locale, PROMPT_COUNT), link: '{link}' },
    ),
  );
  return (
    <div {...props} className={clsx(styles.content, props.className)}>
      <Interpolate
        values={{
          link: (
            <Link to="/docs/guides/getting-started">
              <Translate id="announcement.link" description="Link text in the announcement bar">
                Get started
              </Translate>
            </Link>
          ),
        }}
      >
        {text}
      </Interpolate>
    </div>
  );
}
