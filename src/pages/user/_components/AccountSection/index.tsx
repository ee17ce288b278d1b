import { useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { translate } from '@docusaurus/Translate';
import { Button, Popconfirm } from 'antd';
import type { User } from '@site/src/api/contract';
import { useSignOut, useSignOutEverywhere } from '@site/src/api/queries/sessionActions';
import { apiErrorMessage } from '@site/src/api/errorMessages';
import { emailLabel, usernameLabel } from '@site/src/components/account/fields/labels';
import { successMessages } from '@site/src/components/account/messages';
import { cancelText } from '@site/src/i18n/common';
import { useToast } from '@site/src/components/AntdArea';
import ChangePasswordForm from '@site/src/components/account/ChangePasswordForm';
import RevokeTokensChoice from '@site/src/components/account/RevokeTokensChoice';
import styles from './styles.module.css';

/**
 * Username, email, member since; sign out here or everywhere (with the access tokens to revoke,
 * all unless unticked); change password.
 */
export default function AccountSection({ user }: { user: User }) {
  const { i18n } = useDocusaurusContext();
  const htmlLang = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  const toast = useToast();
  const signOut = useSignOut();
  const signOutEverywhere = useSignOutEverywhere();
  // The tokens unticked in the sign-out-everywhere confirmation: kept, the others revoked.
  const [keepTokenIds, setKeepTokenIds] = useState<number[]>([]);
  const memberSince = new Intl.DateTimeFormat(htmlLang, { dateStyle: 'long' }).format(new Date(user.createdAt));
  const done = (text: string) => () => toast.success(text);
  const failed = (error: unknown) => void toast.error(apiErrorMessage(error, 'signOut'));
  return (
    <section className={styles.section} aria-labelledby="account-heading">
      <h2 id="account-heading">
        {translate({
          id: 'account.section.account',
          message: 'Account',
          description: 'Heading of the account details on my space',
        })}
      </h2>
      <dl className={styles.details}>
        <dt>{usernameLabel()}</dt>
        <dd>{user.username}</dd>
        <dt>{emailLabel()}</dt>
        <dd>{user.email}</dd>
        <dt>
          {translate({
            id: 'account.field.memberSince',
            message: 'Member since',
            description: 'Label of the account creation date',
          })}
        </dt>
        <dd>
          <time dateTime={user.createdAt}>{memberSince}</time>
        </dd>
      </dl>
      <div className={styles.actions}>
        <Button
          onClick={() => signOut.mutate(undefined, { onSuccess: done(successMessages.signedOut()), onError: failed })}
          loading={signOut.isPending}
        >
          {translate({
            id: 'navbar.account.signOut',
            message: 'Sign out',
            description: 'Account menu: end this session',
          })}
        </Button>
        <Popconfirm
          title={translate({
            id: 'account.signOutEverywhere.confirm',
            message: 'Sign out on every device, this one included?',
            description: 'Confirmation of signing out everywhere',
          })}
          okText={translate({
            id: 'account.signOutEverywhere.ok',
            message: 'Sign out everywhere',
            description: 'Confirm button of signing out everywhere',
          })}
          description={<RevokeTokensChoice value={keepTokenIds} onChange={setKeepTokenIds} />}
          cancelText={cancelText()}
          onOpenChange={(open) => open && setKeepTokenIds([])}
          onConfirm={() =>
            signOutEverywhere.mutate(
              { keepTokenIds },
              {
                onSuccess: ({ revokedTokens }) =>
                  void toast.success(successMessages.signedOutEverywhere(revokedTokens)),
                onError: failed,
              },
            )
          }
        >
          <Button loading={signOutEverywhere.isPending}>
            {translate({
              id: 'account.action.signOutEverywhere',
              message: 'Sign out on every device',
              description: 'Button that ends every session of the account',
            })}
          </Button>
        </Popconfirm>
      </div>
      <h3>
        {translate({
          id: 'account.section.changePassword',
          message: 'Change password',
          description: 'Heading of the change-password form',
        })}
      </h3>
      <div className={styles.form}>
        <ChangePasswordForm />
      </div>
    </section>
  );
}
