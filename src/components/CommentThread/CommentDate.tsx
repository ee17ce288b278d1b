import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { describeCommentDate } from './dates';

/** When a comment was written: "3 hours ago" (or a date), the full date and time on hover. */
export default function CommentDate({ iso }: { iso: string }) {
  const { i18n } = useDocusaurusContext();
  const locale = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  // Rendered in the browser only (inside AntdArea), so reading the clock here cannot upset hydration.
  const { short, full } = describeCommentDate(iso, Date.now(), locale);
  return (
    <time dateTime={iso} title={full}>
      {short}
    </time>
  );
}
