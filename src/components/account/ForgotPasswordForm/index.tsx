import { useState } from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { translate } from '@docusaurus/Translate';
import { Button, Form } from 'antd';
import Notice from '@site/src/components/Notice';
// The input files themselves: antd's Input index also bundles OTP, Search and TextArea.
import Input from 'antd/es/input/Input';
import { useForgotPassword } from '@site/src/api/queries/sessionActions';
import { rules } from '@site/src/components/account/formRules';
import { successMessages } from '@site/src/components/account/messages';
import { useFormFailure } from '@site/src/hooks/useFormFailure';
import FormAlert from '@site/src/components/FormAlert';
import type { Locale } from '@site/src/config/locales';
import { rememberResetEmail } from '@site/src/components/account/ResetPasswordForm/resetLink';

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
      <Form.Item
        name="email"
        label={translate({ id: 'account.field.email', message: 'Email', description: 'Label of an email field' })}
        rules={rules.email()}
      >
        <Input type="email" autoComplete="email" maxLength={254} />
      </Form.Item>
      <FormAlert message={failure.message} announcement={failure.announcement} />
      {validMinutes !== undefined && (
        <Notice
          type="success"
          role="status"
          style={{ marginBottom: '1rem' }}
          title={successMessages.resetMailSent(validMinutes)}
          description={
            <Link to="/reset-password" onClick={() => rememberResetEmail(form.getFieldValue('email')?.trim() ?? '')}>
              {translate({
                id: 'account.forgot.haveCode',
                message: 'I have the code: set a new password',
                description: 'Link from the forgot-password message to the reset page',
              })}
            </Link>
          }
        />
      )}
      <Button type="primary" htmlType="submit" block loading={forgot.isPending}>
        {translate({
          id: 'account.action.sendCode',
          message: 'Send reset code',
          description: 'Submit button of the forgot-password form',
        })}
      </Button>
    </Form>
  );
}
