import { translate } from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Select, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  MODERATION_ACTIONS,
  SUSPENSION_DURATIONS,
  SYSTEM_ACTOR_NAME,
  type LogEntry,
  type ModerationAction,
} from '@site/src/api/contract';
import { adminQueries } from '@site/src/api/queries/admin';
import AntdListFooter from '@site/src/components/ListFooter/AntdListFooter';
import { listStatusOf, nextPageOf } from '@site/src/components/ListFooter/nextPage';
import type { ConsoleView } from '../../_utils/consoleView';
import { formatDate } from '../../_utils/format';
import { logTargetPath } from '../../_utils/links';
import { FilterField, FilterRow, UsernameFilter } from '../Filters';
import ListStatus from '../ListStatus';
import { actionLabel, durationLabel } from '../labels';
import styles from './styles.module.css';

interface Props {
  view: ConsoleView;
  update: (change: Partial<ConsoleView>) => void;
}

function targetText(target: NonNullable<LogEntry['target']>): string {
  switch (target.kind) {
    case 'prompt':
      return translate(
        {
          id: 'admin.log.targetPrompt',
          message: 'Community prompt #{number}',
          description: 'Console log: the prompt acted on',
        },
        { number: target.ref },
      );
    case 'comment':
      return translate(
        {
          id: 'admin.log.targetComment',
          message: 'Comment #{number}',
          description: 'Console log: the comment acted on',
        },
        { number: target.ref },
      );
    case 'feedback':
      return translate(
        {
          id: 'admin.log.targetFeedback',
          message: 'Feedback #{number}',
          description: 'Console log: the feedback message acted on',
        },
        { number: target.ref },
      );
    default:
      return `${target.kind} #${target.ref}`;
  }
}

/** Every moderation action, newest first, by action and by who acted (admins only). */
export default function LogTab({ view, update }: Props) {
  const { i18n } = useDocusaurusContext();
  const locale = i18n.currentLocale;
  const list = useInfiniteQuery(adminQueries.log({ action: view.action, actor: view.actor }));
  const entries = list.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = Boolean(view.action || view.actor);

  const columns: ColumnsType<LogEntry> = [
    {
      key: 'when',
      title: translate({ id: 'admin.log.when', message: 'When', description: 'Console log column' }),
      render: (_, entry) => formatDate(locale, entry.createdAt),
    },
    {
      key: 'who',
      title: translate({ id: 'admin.log.who', message: 'Who', description: 'Console log column: who acted' }),
      render: (_, entry) =>
        entry.actorId === null && entry.actorName === SYSTEM_ACTOR_NAME ? (
          translate({
            id: 'admin.log.system',
            message: 'The site (automatic)',
            description: 'Console log: an action the server took by itself',
          })
        ) : (
          // The account's number tells apart two accounts that had one name (one since deleted: no number).
          <>
            <bdi>{entry.actorName}</bdi>
            {entry.actorId !== null && (
              <>
                {' '}
                <span className={styles.detail}>#{entry.actorId}</span>
              </>
            )}
          </>
        ),
    },
    {
      key: 'action',
      title: translate({ id: 'admin.log.action', message: 'Action', description: 'Console log column' }),
      render: (_, entry) => {
        const duration = SUSPENSION_DURATIONS.find((value) => value === entry.detail);
        // The admins' usernames as the server read them (ASCII, comma-separated).
        const names = entry.action === 'admin_names_set' ? entry.detail : null;
        return duration || names ? (
          <>
            {actionLabel(entry.action)}
            <br />
            <span className={styles.detail}>
              {duration ? durationLabel(duration) : <bdi>{names!.split(',').join(', ')}</bdi>}
            </span>
          </>
        ) : (
          actionLabel(entry.action)
        );
      },
    },
    {
      key: 'target',
      title: translate({
        id: 'admin.log.target',
        message: 'Item',
        description: 'Console log column: the prompt, comment or feedback acted on',
      }),
      render: (_, entry) => {
        if (!entry.target) return null;
        const path = logTargetPath(entry);
        return path ? <Link to={path}>{targetText(entry.target)}</Link> : targetText(entry.target);
      },
    },
    {
      key: 'subject',
      title: translate({
        id: 'admin.log.subject',
        message: 'Member',
        description: 'Console log column: the member acted on or whose item it was',
      }),
      render: (_, entry) => entry.subjectName && <bdi>{entry.subjectName}</bdi>,
    },
    {
      key: 'note',
      title: translate({ id: 'admin.log.note', message: 'Note', description: 'Console log column' }),
      render: (_, entry) =>
        entry.note && (
          <span className={styles.note} dir="auto">
            {entry.note}
          </span>
        ),
    },
  ];

  return (
    <>
      <FilterRow>
        <FilterField
          id="admin-log-action"
          label={translate({ id: 'admin.log.action', message: 'Action', description: 'Console log column' })}
        >
          <Select<ModerationAction | ''>
            id="admin-log-action"
            value={view.action}
            onChange={(action) => update({ action })}
            options={[
              {
                value: '',
                label: translate({
                  id: 'admin.log.anyAction',
                  message: 'All actions',
                  description: 'Console log: no action filter',
                }),
              },
              ...MODERATION_ACTIONS.map((action) => ({ value: action, label: actionLabel(action) })),
            ]}
          />
        </FilterField>
        <UsernameFilter
          id="admin-log-actor"
          label={translate({
            id: 'admin.log.actorLabel',
            message: 'Who acted (username)',
            description: 'Console log: label of the actor filter',
          })}
          value={view.actor}
          onSearch={(actor) => update({ actor })}
        />
      </FilterRow>
      <ListStatus
        {...listStatusOf(list)}
        emptyText={
          filtered
            ? translate({
                id: 'admin.log.noMatch',
                message: 'No log entry matches these filters.',
                description: 'Console log: the filters found nothing',
              })
            : translate({
                id: 'admin.log.empty',
                message: 'No moderation action has been recorded yet.',
                description: 'Console log: the log is empty',
              })
        }
      >
        <Table<LogEntry> rowKey="id" columns={columns} dataSource={entries} pagination={false} size="small" />
        <div className={styles.footer}>
          <AntdListFooter {...nextPageOf(list)} />
        </div>
      </ListStatus>
    </>
  );
}
