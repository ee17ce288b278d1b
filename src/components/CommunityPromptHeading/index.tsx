import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { CommunityPrompt } from '@site/src/api/contract';
import { byAuthor } from '@site/src/i18n/common';

interface HeadingProps {
  prompt: Pick<CommunityPrompt, 'title' | 'remark'>;
  /** h1 on the prompt's own page, h2 or h3 for a card in a list. */
  as: 'h1' | 'h2' | 'h3';
  /** Where the title leads (from a card, the prompt's page); plain text without it. */
  href?: string;
  titleId?: string;
  /** The caller's classes: a card and the prompt's page size title and role differently. */
  classes: Readonly<Partial<Record<'title' | 'remark', string>>>;
}

/**
 * The title and role of a community prompt, on its card and on its own page.
 * Members write in any language, so both take their direction from their own
 * first letters (`dir="auto"`), not from the page's.
 */
export default function CommunityPromptHeading({ prompt, as: Heading, href, titleId, classes }: HeadingProps) {
  return (
    <>
      <Heading className={classes.title} id={titleId} dir="auto">
        {href ? <Link to={href}>{prompt.title}</Link> : prompt.title}
      </Heading>
      {prompt.remark && (
        <p className={classes.remark} dir="auto">
          {prompt.remark}
        </p>
      )}
    </>
  );
}

/** The line under a community prompt: "by {author}", then what the caller adds (comment count, date). */
export function Byline({
  prompt,
  className,
  children,
}: {
  prompt: Pick<CommunityPrompt, 'author'>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <p className={className}>
      <span>{byAuthor(prompt.author.username)}</span>
      {children}
    </p>
  );
}
