import { useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { translate } from '@docusaurus/Translate';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Popconfirm, Select } from 'antd';
import type { AccessToken, CreatedAccessToken, TokenScope } from '@site/src/api/contract';
import { apiErrorMessage, writeTokenExpiryMessage } from '@site/src/api/errorMessages';
import { TOKEN_LIMITS } from '@site/src/api/limits';
import { tokenQueries, useCreateToken, useRevokeToken } from '@site/src/api/queries/tokens';
import { useToast } from '@site/src/components/AntdArea';
import CurrentPasswordField from '@site/src/components/account/fields/CurrentPasswordField';
import FormAlert from '@site/src/components/FormAlert';
import type { Locale } from '@site/src/config/locales';
import { useFormFailure } from '@site/src/hooks/useFormFailure';
import { cancelText } from '@site/src/i18n/common';
import { scopeText } from '../../_utils/tokenTexts';
import NewTokenSecret from '../NewTokenSecret';
import styles from './styles.module.css';

/** The expiry choice of the form: days, or "never". */
type Expiry = number | 'never';

interface Values {
  name: string;
  scope: TokenScope;
  expiry: Expiry;
  /** The account's password, asked again before a token is made. */
  password: string;
}

const createFailed = () =>
  translate({
    id: 'account.tokens.createFailed',
    message: 'The token could not be created. Please try again later.',
    description: 'Access tokens: creating a token failed for an unexpected reason',
  });

/**
 * My access tokens: create one (name, access, expiry, and the password again) and see its secret
 * once, with a copy button; the list with when each was created, last used and expires; revoke
 * with a confirmation. A read-and-write token cannot be made to never expire. The section is
 * `#access-tokens`, where the mail about a new token links to.
 */
export default function AccessTokensSection() {
  const { i18n } = useDocusaurusContext();
  const htmlLang = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  const toast = useToast();
  const [form] = Form.useForm<Values>();
  const failure = useFormFailure(form, createFailed);
  const scope = Form.useWatch('scope', form);
  const tokens = useQuery(tokenQueries.list());
  const create = useCreateToken();
  const revoke = useRevokeToken();
  const [created, setCreated] = useState<CreatedAccessToken | null>(null);
  // When the page opened: a token that expires while it stays open is marked at the next visit.
  const [openedAt] = useState(() => Date.now());

  const date = (iso: string) => new Intl.DateTimeFormat(htmlLang, { dateStyle: 'medium' }).format(new Date(iso));
  const inDays = new Intl.RelativeTimeFormat(htmlLang, { numeric: 'always' });
  const neverText = translate({
    id: 'account.tokens.expiryNever',
    message: 'Never',
    description: 'Expiry choice of a new token: it never expires',
  });
  const expiryOptions = [
    ...TOKEN_LIMITS.EXPIRY_DAYS.map((days) => ({ value: days as Expiry, label: inDays.format(days, 'day') })),
    // Only read-only tokens may never expire (WRITE_TOKEN_MAX_DAYS).
    { value: 'never' as Expiry, label: neverText, disabled: scope === 'write' },
  ];

  const finish = (values: Values) =>
    failure.once((done) =>
      create.mutate(
        {
          name: values.name,
          scope: values.scope,
          expiresInDays:
            values.expiry === 'never' ? null : (values.expiry as (typeof TOKEN_LIMITS.EXPIRY_DAYS)[number]),
          password: values.password,
          locale: i18n.currentLocale as Locale,
        },
        {
          onSuccess: (token) => {
            setCreated(token);
            form.resetFields();
          },
          onError: failure.report,
          onSettled: done,
        },
      ),
    );

  const datesOf = (token: AccessToken) => {
    const parts = [
      translate(
        { id: 'account.tokens.createdOn', message: 'Created {date}', description: 'When a token was created' },
        { date: date(token.createdAt) },
      ),
      token.lastUsedAt
        ? translate(
            { id: 'account.tokens.lastUsedOn', message: 'Last used {date}', description: 'When a token was last used' },
            { date: date(token.lastUsedAt) },
          )
        : translate({ id: 'account.tokens.neverUsed', message: 'Never used', description: 'A token not used yet' }),
      token.expiresAt === null
        ? translate({
            id: 'account.tokens.noExpiry',
            message: 'Does not expire',
            description: 'A token without an expiry date',
          })
        : Date.parse(token.expiresAt) <= openedAt
          ? translate(
              { id: 'account.tokens.expiredOn', message: 'Expired {date}', description: 'When a token expired' },
              { date: date(token.expiresAt) },
            )
          : translate(
              { id: 'account.tokens.expiresOn', message: 'Expires {date}', description: 'When a token will expire' },
              { date: date(token.expiresAt) },
            ),
    ];
    return parts.join(' · ');
  };

  const list = tokens.data ?? [];
  return (
    <section id="access-tokens" className={styles.section} aria-labelledby="tokens-heading">
      <h2 id="tokens-heading">
        {translate({ id: 'account.tokens.title', message: 'Access tokens', description: 'Heading of my tokens' })}
      </h2>
      <p>
        {translate({
          id: 'account.tokens.intro',
          message:
            'An access token lets a script or an AI assistant use PromptDeck on your behalf, without your password. Give each tool its own token, and revoke it when you stop using the tool.',
          description: 'What access tokens are for',
        })}
      </p>

      {created ? (
        <NewTokenSecret
          secret={created.secret}
          actions={
            <Button type="link" onClick={() => setCreated(null)}>
              {translate({
                id: 'account.tokens.secretDone',
                message: 'I have copied it',
                description: 'Hides the secret of the new token for good',
              })}
            </Button>
          }
        >
          <p>
            <strong>
              {translate({
                id: 'account.tokens.secretOnce',
                message: 'Copy this token now and keep it somewhere safe: it will not be shown again.',
                description: 'Shown with the secret of a new token',
              })}
            </strong>
          </p>
          <p>
            {translate({
              id: 'account.tokens.createdMailed',
              message: 'We have also emailed you a notice about this new token.',
              description: 'Shown with the secret of a new token: the owner was sent an email about it',
            })}
          </p>
        </NewTokenSecret>
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          className={styles.form}
          initialValues={{ scope: 'read', expiry: TOKEN_LIMITS.EXPIRY_DAYS_DEFAULT }}
          onFinish={finish}
          onValuesChange={(changed: Partial<Values>) => {
            failure.clear();
            // Choosing write while "never" is chosen: say at once why that expiry no longer fits.
            if (changed.scope) void form.validateFields(['expiry']).catch(() => undefined);
          }}
          onFinishFailed={failure.invalid}
        >
          <Form.Item
            name="name"
            label={translate({ id: 'account.tokens.nameLabel', message: 'Name', description: 'Name of a new token' })}
            rules={[{ required: true, whitespace: true, message: nameRequired() }]}
          >
            <Input maxLength={TOKEN_LIMITS.TOKEN_NAME_MAX} autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="scope"
            label={translate({
              id: 'account.tokens.scopeLabel',
              message: 'Access',
              description: 'What a new token may do (read only, or read and write)',
            })}
          >
            <Select
              options={(['read', 'write'] as const).map((scope) => ({ value: scope, label: scopeText(scope) }))}
            />
          </Form.Item>
          <Form.Item
            name="expiry"
            label={translate({
              id: 'account.tokens.expiryLabel',
              message: 'Expires',
              description: 'Expiry of a new token',
            })}
            extra={scope === 'write' ? writeTokenExpiryMessage() : undefined}
            dependencies={['scope']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_rule, expiry: Expiry) =>
                  getFieldValue('scope') === 'write' && expiry === 'never'
                    ? Promise.reject(new Error(writeTokenExpiryMessage()))
                    : Promise.resolve(),
              }),
            ]}
          >
            <Select options={expiryOptions} />
          </Form.Item>
          <CurrentPasswordField purpose="signIn" />
          <FormAlert message={failure.message} announcement={failure.announcement} />
          <Form.Item>
            <Button htmlType="submit" type="primary" loading={create.isPending}>
              {translate({ id: 'account.tokens.create', message: 'Create token', description: 'Creates a token' })}
            </Button>
          </Form.Item>
        </Form>
      )}

      {tokens.isError && (
        <p role="alert">
          {translate({
            id: 'account.tokens.loadFailed',
            message: 'Your access tokens could not be loaded. Please try again later.',
            description: 'The list of my tokens failed to load',
          })}
        </p>
      )}
      {tokens.isSuccess && list.length === 0 && (
        <p>
          {translate({
            id: 'account.tokens.empty',
            message: 'You have no access tokens.',
            description: 'My space: no tokens yet',
          })}
        </p>
      )}
      {list.length > 0 && (
        <ul className={styles.list}>
          {list.map((token) => (
            <li key={token.id} className={styles.item}>
              <div>
                <span className={styles.name}>{token.name}</span> · {scopeText(token.scope)}
                <p className={styles.dates}>{datesOf(token)}</p>
              </div>
              <Popconfirm
                title={translate(
                  {
                    id: 'account.tokens.revokeConfirm',
                    message: 'Revoke “{name}”? Tools using it lose access at once.',
                    description: 'Confirmation of revoking a token ({name} is its name)',
                  },
                  { name: token.name },
                )}
                okText={revokeText()}
                okButtonProps={{ danger: true }}
                cancelText={cancelText()}
                onConfirm={() =>
                  revoke.mutate(token.id, {
                    onSuccess: () =>
                      void toast.success(
                        translate({
                          id: 'account.tokens.revoked',
                          message: 'The token was revoked.',
                          description: 'A token was revoked',
                        }),
                      ),
                    onError: (error) => void toast.error(apiErrorMessage(error)),
                  })
                }
              >
                <Button danger aria-label={`${revokeText()}: ${token.name}`}>
                  {revokeText()}
                </Button>
              </Popconfirm>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const revokeText = () =>
  translate({ id: 'account.tokens.revoke', message: 'Revoke', description: 'Revokes a token (after a confirmation)' });

const nameRequired = () =>
  translate({
    id: 'account.tokens.nameRequired',
    message: 'Give the token a name, such as the tool that will use it.',
    description: 'The name of a new token is empty',
  });
