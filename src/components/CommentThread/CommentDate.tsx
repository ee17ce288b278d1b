import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { describeCommentDate } from './dates';

/** When a comment was written: "3 hours ago" (or a date), the full date and time on hover. */
export default function CommentDate({ iso }: { iso: string }) {
  const { i18n } = useDocusaurusContext();
  const locale = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  // Rendered in the browser only (inside AntdArea), so reading the clock here cannot upset hydration.
  // eslint-disable-next-line react-hooks/purity -- each render shows the age as of that render
  const { short, full } = describeCommentDate(iso, Date.now(), locale);
  return (
    <time dateTime={iso} title={full}>
      {short}
    </time>
  );
}
