import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { QueueItem } from '@site/src/api/contract';
import { countValue, formatDate, pluralForm } from '../../_utils/format';
import { reasonLabel } from '../labels';
import styles from './styles.module.css';

/** The reports on one item of the queue: reason, note, who and when (the newest the server sends). */
export default function ReportList({ item }: { item: QueueItem }) {
  const { i18n } = useDocusaurusContext();
  const locale = i18n.currentLocale;
  const hiddenCount = item.reportCount - item.reports.length;
  return (
    <>
      <ul
        className={styles.reports}
        aria-label={translate({
          id: 'admin.queue.reports',
          message: 'Reports',
          description: 'Console: accessible name of the list of reports on an item',
        })}
      >
        {item.reports.map((report, index) => (
          <li key={index} className={styles.report}>
            <span className={styles.reason}>{reasonLabel(report.reason)}</span>
            {report.note && (
              <p className={styles.reportNote} dir="auto">
                {report.note}
              </p>
            )}
            <p className={styles.reportMeta}>
              {translate(
                {
                  id: 'admin.queue.reportedBy',
                  message: 'Reported by {reporter} on {date}',
                  description:
                    'Console: who reported an item and when; {reporter} is a username, {date} a date and time',
                },
                { reporter: report.reporterName, date: formatDate(locale, report.createdAt) },
              )}
            </p>
          </li>
        ))}
      </ul>
      {hiddenCount > 0 && (
        <p className={styles.reportMeta}>
          {pluralForm(
            locale,
            hiddenCount,
            translate(
              {
                id: 'admin.queue.moreReports',
                message: 'And {count} older report.|And {count} older reports.',
                description: 'Console: reports on an item beyond those listed. Plural forms separated by |',
              },
              { count: countValue(locale, hiddenCount) },
            ),
          )}
        </p>
      )}
    </>
  );
}
