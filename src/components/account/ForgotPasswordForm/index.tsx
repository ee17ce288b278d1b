import { useState } from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { translate } from '@docusaurus/Translate';
import { Form } from 'antd';
import Notice from '@site/src/components/Notice';
import { useForgotPassword } from '@site/src/api/queries/sessionActions';
import EmailField from '@site/src/components/account/fields/EmailField';
import { successMessages } from '@site/src/components/account/messages';
import { useFormFailure } from '@site/src/hooks/useFormFailure';
import FormSubmitRow from '@site/src/components/FormSubmitRow';
import type { Locale } from '@site/src/config/locales';
import { rememberResetEmail } from '@site/src/components/account/ResetPasswordForm/resetLink';

/** The code is on its way: how long it stays valid, and the link on to the reset page. */
function CodeSentNotice({ validMinutes, onFollow }: { validMinutes: number; onFollow: () => void }) {
  return (
    <Notice
      type="success"
      role="status"
      style={{ marginBottom: '1rem' }}
      title={successMessages.resetMailSent(validMinutes)}
      description={
        <Link to="/reset-password" onClick={onFollow}>
          {translate({
            id: 'account.forgot.haveCode',
            message: 'I have the code: set a new password',
            description: 'Link from the forgot-password message to the reset page',
          })}
        </Link>
      }
    />
  );
}

/** Email → "if an account exists, a code was sent", the same answer either way. */
export default function ForgotPasswordForm() {
  const [form] = Form.useForm<{ email: string }>();
  const forgot = useForgotPassword();
  const failure = useFormFailure(form, 'forgotPassword');
  // Minutes the code stays valid, from the answer (the server's setting); set once the request is answered.
  const [validMinutes, setValidMinutes] = useState<number>();
  const { i18n } = useDocusaurusContext();
  return (
    <Form
      form={form}
      name="forgot"
      {...failure.formProps}
      onValuesChange={() => {
        failure.clear();
        setValidMinutes(undefined);
      }}
      onFinish={(values) => {
        failure.once((done) =>
          forgot.mutate(
            { email: values.email.trim(), locale: i18n.currentLocale as Locale },
            {
              onSuccess: (answer) => setValidMinutes(answer.expiresInMinutes),
              onError: failure.report,
              onSettled: done,
            },
          ),
        );
      }}
    >
      <p>
        {translate({
          id: 'account.forgot.intro',
          message: 'Enter the email of your account. We send a code that lets you choose a new password.',
          description: 'Text above the forgot-password form',
        })}
      </p>
      <EmailField />
      <FormSubmitRow
        failure={failure}
        pending={forgot.isPending}
        block
        notice={
          validMinutes !== undefined && (
            <CodeSentNotice
              validMinutes={validMinutes}
              onFollow={() => rememberResetEmail(form.getFieldValue('email')?.trim() ?? '')}
            />
          )
        }
      >
        {translate({
          id: 'account.action.sendCode',
          message: 'Send reset code',
          description: 'Submit button of the forgot-password form',
        })}
      </FormSubmitRow>
    </Form>
  );
}
