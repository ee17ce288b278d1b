import { useState, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Radio } from 'antd';
import type { FeedbackInboxItem, FeedbackStatus } from '@site/src/api/contract';
import { apiErrorMessage } from '@site/src/api/errorMessages';
import { adminQueries, useMarkFeedback } from '@site/src/api/queries/admin';
import { useToast } from '@site/src/components/AntdArea';
import AntdListFooter from '@site/src/components/ListFooter/AntdListFooter';
import { listStatusOf, nextPageOf } from '@site/src/components/ListFooter/nextPage';
import Notice from '@site/src/components/Notice';
import type { ConsoleView } from '../../_utils/consoleView';
import { formatDate, languageName } from '../../_utils/format';
import FoldedText from '../FoldedText';
import ListStatus from '../ListStatus';
import { consoleErrors } from '../labels';
import styles from './styles.module.css';

interface Props {
  view: ConsoleView;
  update: (change: Partial<ConsoleView>) => void;
}

function FeedbackCard({ item }: { item: FeedbackInboxItem }) {
  const { i18n } = useDocusaurusContext();
  const locale = i18n.currentLocale;
  const mark = useMarkFeedback();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const handled = item.handledAt !== null;
  const titleId = `feedback-${item.id}`;
  const none = translate({
    id: 'admin.feedback.none',
    message: 'Not given',
    description: 'Console: a feedback detail that was not sent',
  });
  const facts: Array<[string, ReactNode]> = [
    [
      translate({
        id: 'admin.feedback.contact',
        message: 'Contact',
        description: 'Console: the contact a feedback author left',
      }),
      item.contact ? <bdi>{item.contact}</bdi> : none,
    ],
    [
      translate({
        id: 'admin.feedback.language',
        message: 'Page language',
        description: 'Console: the language of the page feedback was sent from',
      }),
      languageName(item.locale) ?? none,
    ],
    [
      translate({
        id: 'admin.feedback.userAgent',
        message: 'Browser',
        description: 'Console: the user agent that sent feedback',
      }),
      item.userAgent ? <bdi>{item.userAgent}</bdi> : none,
    ],
  ];
  if (item.handledAt)
    facts.push([
      translate({
        id: 'admin.feedback.handledLabel',
        message: 'Handled',
        description: 'Console: who marked feedback handled and when',
      }),
      item.handledBy
        ? translate(
            {
              id: 'admin.feedback.handledBy',
              message: 'By {username} on {date}',
              description: 'Console: who marked feedback handled; {date} is when',
            },
            { username: item.handledBy, date: formatDate(locale, item.handledAt) },
          )
        : formatDate(locale, item.handledAt),
    ]);

  const toggle = () => {
    setFailure(null);
    mark.mutate(
      { id: item.id, handled: !handled },
      {
        onSuccess: () =>
          toast.success(
            handled
              ? translate({
                  id: 'admin.feedback.reopened',
                  message: 'The feedback is open again.',
                  description: 'Console: after reopening feedback',
                })
              : translate({
                  id: 'admin.feedback.markedHandled',
                  message: 'Marked as handled.',
                  description: 'Console: after marking feedback handled',
                }),
          ),
        onError: (error) => setFailure(apiErrorMessage(error, 'submit', consoleErrors)),
      },
    );
  };

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.from} dir="auto">
        {translate(
          {
            id: 'admin.feedback.from',
            message: 'From {username} on {date}',
            description: 'Console: who sent a feedback message and when; {username} is a username',
          },
          { username: item.authorName, date: formatDate(locale, item.createdAt) },
        )}
      </h3>
      <FoldedText text={item.message} />
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Button onClick={toggle} loading={mark.isPending}>
        {handled
          ? translate({
              id: 'admin.feedback.reopen',
              message: 'Reopen',
              description: 'Console: marks handled feedback open again',
            })
          : translate({
              id: 'admin.feedback.markHandled',
              message: 'Mark handled',
              description: 'Console: marks feedback handled',
            })}
      </Button>
      {failure && <Notice type="error" role="alert" title={failure} />}
    </article>
  );
}

/** The feedback inbox, newest first, open or handled. */
export default function FeedbackTab({ view, update }: Props) {
  const list = useInfiniteQuery(adminQueries.feedback(view.status));
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const statuses: Array<{ value: FeedbackStatus; label: string }> = [
    {
      value: 'open',
      label: translate({
        id: 'admin.feedback.open',
        message: 'Open',
        description: 'Console: feedback not handled yet',
      }),
    },
    {
      value: 'handled',
      label: translate({
        id: 'admin.feedback.handled',
        message: 'Handled',
        description: 'Console: feedback marked handled',
      }),
    },
  ];
  return (
    <>
      <Radio.Group
        className={styles.status}
        optionType="button"
        value={view.status}
        options={statuses}
        aria-label={translate({
          id: 'admin.feedback.statusLabel',
          message: 'Show feedback',
          description: 'Console: accessible name of the open/handled choice',
        })}
        onChange={(event) => update({ status: event.target.value as FeedbackStatus })}
      />
      <ListStatus
        {...listStatusOf(list)}
        emptyText={
          view.status === 'open'
            ? translate({
                id: 'admin.feedback.emptyOpen',
                message: 'No open feedback. Every message has been handled.',
                description: 'Console: no open feedback',
              })
            : translate({
                id: 'admin.feedback.emptyHandled',
                message: 'No feedback has been marked handled yet.',
                description: 'Console: no handled feedback',
              })
        }
      >
        {items.map((item) => (
          <FeedbackCard key={item.id} item={item} />
        ))}
        <AntdListFooter {...nextPageOf(list)} />
      </ListStatus>
    </>
  );
}
