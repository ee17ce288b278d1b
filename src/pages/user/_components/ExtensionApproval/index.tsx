import { useEffect, useRef, useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { translate } from '@docusaurus/Translate';
import { Button, Form, Radio } from 'antd';
import type { TokenScope, User } from '@site/src/api/contract';
import { writeTokenExpiryMessage } from '@site/src/api/errorMessages';
import { TOKEN_LIMITS } from '@site/src/api/limits';
import { useCreateToken } from '@site/src/api/queries/tokens';
import CurrentPasswordField from '@site/src/components/account/fields/CurrentPasswordField';
import FormAlert from '@site/src/components/FormAlert';
import type { Locale } from '@site/src/config/locales';
import { useFormFailure } from '@site/src/hooks/useFormFailure';
import NewTokenSecret from '../NewTokenSecret';
import SuspensionBanner from '../SuspensionBanner';
import { extensionTokenName } from '../../_utils/extensionTokenName';
import { extensionPresent, handTokenToExtension, onExtensionReceived } from '../../_utils/handoff';
import { scopeText } from '../../_utils/tokenTexts';
import styles from './styles.module.css';

interface Values {
  scope: TokenScope;
  /** The account's password, asked again before a token is made (as in my space's tokens section). */
  password: string;
}

/** What became of the approval: the token went to the extension, or it is shown once to paste. */
type Outcome = { handedOver: true } | { handedOver: false; secret: string };

const scopeDetail = (scope: TokenScope) =>
  scope === 'read'
    ? translate({
        id: 'page.extension.readDetail',
        message: 'It can search your prompts and favorites and insert them into chat pages. It cannot change anything.',
        description: 'Extension connect page: what a read-only token lets the extension do',
      })
    : translate({
        id: 'page.extension.writeDetail',
        message: 'It can also save new prompts, add and remove favorites, and vote.',
        description: 'Extension connect page: what a read-and-write token lets the extension do besides reading',
      });

const connectFailed = () =>
  translate({
    id: 'page.extension.failed',
    message: 'The extension could not be connected. Please try again later.',
    description: 'Extension connect page: creating the token failed for an unexpected reason',
  });

/**
 * The member approves the extension: chooses what it may do, confirms with the password, and
 * the page makes a token named after the browser (read-only ones never expire, read-and-write
 * ones last WRITE_TOKEN_MAX_DAYS). The token goes to the extension when it announced itself on
 * this page (_utils/handoff.ts), else it is shown once to paste into the extension's options.
 * A suspended member sees the suspension, and the refusal when approving, as in my space.
 */
export default function ExtensionApproval({ user }: { user: User }) {
  const { i18n } = useDocusaurusContext();
  const [form] = Form.useForm<Values>();
  const failure = useFormFailure(form, connectFailed);
  const scope = Form.useWatch('scope', form);
  const create = useCreateToken();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [received, setReceived] = useState(false);
  // Listening from the start: the extension's answer may come before the next render.
  const handedOver = useRef(false);
  useEffect(
    () =>
      onExtensionReceived(() => {
        if (handedOver.current) setReceived(true);
      }),
    [],
  );

  const approve = (values: Values) =>
    failure.once((done) =>
      create.mutate(
        {
          name: extensionTokenName(navigator.userAgent),
          scope: values.scope,
          expiresInDays: values.scope === 'write' ? TOKEN_LIMITS.WRITE_TOKEN_MAX_DAYS : null,
          password: values.password,
          locale: i18n.currentLocale as Locale,
        },
        {
          onSuccess: ({ secret }) => {
            if (extensionPresent()) {
              handedOver.current = true;
              handTokenToExtension(secret);
              setOutcome({ handedOver: true });
            } else setOutcome({ handedOver: false, secret });
          },
          onError: failure.report,
          onSettled: done,
        },
      ),
    );

  return (
    <>
      {user.suspension && <SuspensionBanner suspension={user.suspension} className={styles.banner} />}
      {outcome?.handedOver ? (
        <div className={styles.result} role="status">
          <p>
            <strong>
              {translate({
                id: 'page.extension.connected',
                message: 'Connected: you can close this tab.',
                description: 'Extension connect page: the token was handed to the extension',
              })}
            </strong>
          </p>
          {received && (
            <p>
              {translate({
                id: 'page.extension.received',
                message: 'The extension has received its token.',
                description: 'Extension connect page: the extension confirmed it stored the token',
              })}
            </p>
          )}
        </div>
      ) : outcome ? (
        <NewTokenSecret secret={outcome.secret}>
          <p>
            <strong>
              {translate({
                id: 'page.extension.manual',
                message:
                  'The extension did not answer on this page. Copy this token and paste it into the options of the extension: it will not be shown again.',
                description: 'Extension connect page: no extension found, so the member copies the token by hand',
              })}
            </strong>
          </p>
        </NewTokenSecret>
      ) : (
        <>
          <p>
            {translate({
              id: 'page.extension.intro',
              message:
                'The PromptDeck extension asks to use your account. It gets an access token of its own, never your password, and you can revoke it at any time under Access tokens in My account.',
              description: 'Extension connect page: what approving does, above the form',
            })}
          </p>
          <Form<Values> form={form} {...failure.formProps} initialValues={{ scope: 'read' }} onFinish={approve}>
            <Form.Item
              name="scope"
              label={translate({
                id: 'page.extension.scopeLabel',
                message: 'What the extension may do',
                description: 'Extension connect page: label of the choice between read only and read and write',
              })}
              extra={scope === 'write' ? writeTokenExpiryMessage() : undefined}
            >
              <Radio.Group className={styles.scopes}>
                {(['read', 'write'] as const).map((choice) => (
                  <Radio key={choice} value={choice}>
                    {scopeText(choice)}
                    <span className={styles.scopeDetail}>{scopeDetail(choice)}</span>
                  </Radio>
                ))}
              </Radio.Group>
            </Form.Item>
            <CurrentPasswordField purpose="signIn" />
            <FormAlert message={failure.message} announcement={failure.announcement} />
            <Form.Item>
              <Button htmlType="submit" type="primary" loading={create.isPending}>
                {translate({
                  id: 'page.extension.approve',
                  message: 'Approve',
                  description: 'Extension connect page: creates the token for the extension',
                })}
              </Button>
            </Form.Item>
          </Form>
        </>
      )}
    </>
  );
}
