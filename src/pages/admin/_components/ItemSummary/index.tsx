import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import Translate, { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { Tag } from 'antd';
import type { ModeratedItem } from '@site/src/api/contract';
import { DEFAULT_CONSOLE_VIEW, serializeConsoleView } from '../../_utils/consoleView';
import { countValue, formatDate, pluralForm } from '../../_utils/format';
import { itemPath } from '../../_utils/links';
import FoldedText from '../FoldedText';
import { kindLabel } from '../labels';
import styles from './styles.module.css';

interface Props {
  item: ModeratedItem;
  /** What follows the item's own text: its reports, its actions. */
  children?: ReactNode;
}

type Author = NonNullable<ModeratedItem['author']>;

/** Who wrote an item: null once they deleted their account (a comment kept because others replied to it). */
export function authorOf(item: { author: Author | null }): Author | null {
  return item.author;
}

/** The console's link to a member's detail in the members tab. */
export function useMemberHref() {
  const { pathname } = useLocation();
  return (member: { id: number; username: string }) =>
    `${pathname}${serializeConsoleView({ ...DEFAULT_CONSOLE_VIEW, tab: 'members', memberQuery: member.username, member: member.id })}`;
}

/** A prompt or comment as moderators see it: kind, title, text, author, date, hidden state and a link to its page. */
export default function ItemSummary({ item, children }: Props) {
  const { i18n } = useDocusaurusContext();
  const locale = i18n.currentLocale;
  const memberHref = useMemberHref();
  const titleId = `${item.kind}-${item.id}-title`;
  const path = itemPath(item);
  const author = authorOf(item);
  const heading =
    item.title ??
    translate(
      {
        id: 'admin.item.commentNumber',
        message: 'Comment #{number}',
        description: 'Console: heading of a comment; {number} is its id',
      },
      { number: item.id },
    );
  return (
    <article className={styles.item} aria-labelledby={titleId}>
      <div className={styles.badges}>
        <Tag>{kindLabel(item.kind)}</Tag>
        {item.hidden && (
          <Tag color="warning">
            {translate({
              id: 'admin.item.hiddenBadge',
              message: 'Hidden',
              description: 'Console: badge of an item hidden from the community',
            })}
          </Tag>
        )}
        {item.reportCount > 0 && (
          <Tag color="error">
            {pluralForm(
              locale,
              item.reportCount,
              translate(
                {
                  id: 'admin.item.openReports',
                  message: '{count} open report|{count} open reports',
                  description: 'Console: how many open reports an item has. Plural forms separated by |',
                },
                { count: countValue(locale, item.reportCount) },
              ),
            )}
          </Tag>
        )}
      </div>
      <h3 id={titleId} className={styles.title} dir="auto">
        {heading}
      </h3>
      <p className={styles.byline}>
        {author ? (
          <Translate
            id="admin.item.byline"
            description="Console: who wrote an item and when; {author} is a username (a link), {date} a date and time"
            values={{
              author: (
                <Link to={memberHref(author)} dir="auto">
                  {author.username}
                </Link>
              ),
              date: formatDate(locale, item.createdAt),
            }}
          >
            {'By {author} on {date}'}
          </Translate>
        ) : (
          translate(
            {
              id: 'admin.item.bylineDeletedMember',
              message: 'By a deleted member on {date}',
              description:
                'Console: an item (a comment kept for its replies) whose author deleted their account; {date} is when it was written',
            },
            { date: formatDate(locale, item.createdAt) },
          )
        )}
      </p>
      <FoldedText text={item.text} complete={item.textComplete} />
      {item.hidden && (
        <p className={styles.hidden}>
          {item.hidden.note ? (
            <Translate
              id="admin.item.hiddenWithNote"
              description="Console: an item is hidden; {date} is when, {note} what the moderator wrote to the author"
              values={{ date: formatDate(locale, item.hidden.at), note: <bdi>{item.hidden.note}</bdi> }}
            >
              {'Hidden from the community since {date}. Note to the author: {note}'}
            </Translate>
          ) : (
            translate(
              {
                id: 'admin.item.hiddenSince',
                message: 'Hidden from the community since {date}.',
                description: 'Console: an item is hidden (by reports or by a moderator without a note); {date} is when',
              },
              { date: formatDate(locale, item.hidden.at) },
            )
          )}
        </p>
      )}
      {path && (
        <p className={styles.open}>
          <Link to={path}>
            {item.kind === 'prompt'
              ? translate({
                  id: 'admin.item.openPrompt',
                  message: 'Open the prompt’s page',
                  description: 'Console: link to a community prompt’s own page',
                })
              : translate({
                  id: 'admin.item.openComment',
                  message: 'Open the page this comment is on',
                  description: 'Console: link to the page of the prompt a comment is on',
                })}
          </Link>
        </p>
      )}
      {children}
    </article>
  );
}
