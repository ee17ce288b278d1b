import type { ComponentProps } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/** The announcement text, translated per locale (the theme's own content string is not translatable). */
export default function AnnouncementBarContent(props: ComponentProps<'div'>) {
  return (
    <div {...props} className={clsx(styles.content, props.className)}>
      <Translate
        id="announcement.text"
        description="The announcement bar; {link} is the getting-started link"
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
        {'PromptDeck 3.2: 278 curated prompts in 13 languages. {link}'}
      </Translate>
    </div>
  );
}
