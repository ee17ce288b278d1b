import type { ComponentProps } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Interpolate from '@docusaurus/Interpolate';
import Translate, { translate } from '@docusaurus/Translate';
import { PROMPT_COUNT } from '@site/src/prompts/count';
import styles from './styles.module.css';

/** The announcement text, translated per locale (the theme's own content string is not translatable). */
export default function AnnouncementBarContent(props: ComponentProps<'div'>) {
  // The count goes in first, {link} is kept for <Interpolate> below: the text before the link stays one text node.
  const text = translate(
    {
      id: 'announcement.text',
      message: 'PromptDeck 3.2: {count} curated prompts in 13 languages. {link}',
      description: 'The announcement bar; {count} is the number of curated prompts, {link} is the getting-started link',
    },
    { count: String(PROMPT_COUNT), link: '{link}' },
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
