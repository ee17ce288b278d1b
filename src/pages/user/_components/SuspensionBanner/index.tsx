import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { Suspension } from '@site/src/api/contract';
import { suspensionMessage } from '@site/src/api/errorMessages';
import Notice from '@site/src/components/Notice';

/**
 * At the top of my space while my account is suspended: until when (the sentence a refused
 * write shows, with the moderators' note) and what still works.
 */
export default function SuspensionBanner({ suspension, className }: { suspension: Suspension; className?: string }) {
  const { i18n } = useDocusaurusContext();
  const locale = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  return (
    <Notice
      type="warning"
      role="status"
      className={className}
      title={suspensionMessage(suspension, locale)}
      description={translate({
        id: 'account.suspended.detail',
        message:
          'Meanwhile you cannot add or change prompts, share, comment, vote, save favorites, import or send reports. You can still export your data, change your password and delete your account.',
        description: 'Under the suspension notice on my space: what a suspended member cannot and can do',
      })}
    />
  );
}
