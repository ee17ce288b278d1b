import { useState } from 'react';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useInfiniteQuery } from '@tanstack/react-query';
import { QUEUE_ACTIONS, type QueueAction, type QueueItem } from '@site/src/api/contract';
import { adminQueries, useQueueAction } from '@site/src/api/queries/admin';
import { useToast } from '@site/src/components/AntdArea';
import AntdListFooter from '@site/src/components/ListFooter/AntdListFooter';
import { listStatusOf, nextPageOf } from '@site/src/components/ListFooter/nextPage';
import { queueActionBody, type QueueFields } from '../../_utils/actionBodies';
import { countValue, formatDate, pluralForm } from '../../_utils/format';
import ItemActions from '../ActionDialog/ItemActions';
import ItemSummary from '../ItemSummary';
import ListStatus from '../ListStatus';
import QueueDialog from './QueueDialog';
import ReportList from './ReportList';
import styles from './styles.module.css';

/**
 * Under a prompt: its title and text are as its newest report found them (the server keeps a
 * snapshot with each report), which its author may have edited since. Comments cannot be edited.
 */
function asReportedNote(item: QueueItem, locale: string) {
  const newest = item.reports.reduce<string | null>(
    (latest, report) => (latest === null || report.createdAt > latest ? report.createdAt : latest),
    null,
  );
  if (item.kind !== 'prompt' || newest === null) return null;
  return (
    <p className={styles.reportMeta}>
      {translate(
        {
          id: 'admin.queue.asReported',
          message:
            'Title and text as they were at the latest report, on {date}. The prompt’s page shows them as they are now.',
          description:
            'Console: under a reported prompt in the queue; the title and text shown are those kept with its newest report; {date} is that report’s date and time',
        },
        { date: formatDate(locale, newest) },
      )}
    </p>
  );
}

/** Open reports grouped by item, the longest-waiting first, each item with dismiss, hide and delete. */
export default function QueueTab() {
  const { i18n } = useDocusaurusContext();
  const list = useInfiniteQuery(adminQueries.queue());
  const resolve = useQueueAction();
  const toast = useToast();
  const [dialog, setDialog] = useState<{ item: QueueItem; action: QueueAction } | null>(null);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  const act = async (fields: QueueFields) => {
    if (!dialog) return;
    const { item, action } = dialog;
    const answer = await resolve.mutateAsync({ item, body: queueActionBody(action, fields) });
    const count = answer.resolvedReports;
    toast.success(
      pluralForm(
        i18n.currentLocale,
        count,
        translate(
          {
            id: 'admin.queue.resolved',
            message: '{count} report closed.|{count} reports closed.',
            description: 'Console: after an action on a reported item. Plural forms separated by |',
          },
          { count: countValue(i18n.currentLocale, count) },
        ),
      ),
    );
  };

  return (
    <ListStatus
      {...listStatusOf(list)}
      emptyText={translate({
        id: 'admin.queue.empty',
        message: 'No open reports. Thank you for keeping the community clean.',
        description: 'Console: the report queue is empty',
      })}
    >
      <div className={styles.list}>
        {items.map((item) => (
          <ItemSummary key={`${item.kind}-${item.id}`} item={item}>
            {asReportedNote(item, i18n.currentLocale)}
            <ReportList item={item} />
            <ItemActions actions={QUEUE_ACTIONS} onChoose={(action) => setDialog({ item, action })} />
          </ItemSummary>
        ))}
      </div>
      <AntdListFooter {...nextPageOf(list)} />
      {dialog && (
        <QueueDialog item={dialog.item} action={dialog.action} onSubmit={act} onClose={() => setDialog(null)} />
      )}
    </ListStatus>
  );
}
