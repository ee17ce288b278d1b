import { useState } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { translate } from '@docusaurus/Translate';
import { Button, Form } from 'antd';
// The input files themselves: antd's Input index also bundles OTP, Search and TextArea.
import Input from 'antd/es/input/Input';
import { useResetPassword } from '@site/src/api/queries/sessionActions';
import { rules } from '@site/src/components/account/formRules';
import { useFormFailure } from '@site/src/hooks/useFormFailure';
import FormAlert from '@site/src/components/FormAlert';
import NewPasswordFields from '@site/src/components/account/NewPasswordFields';
import { resetLinkValues } from './resetLink';
import styles from './styles.module.css';

interface ResetValues {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}

/** Email and code (filled in from the mail's link), new password twice; success leads to the login tab. */
export default function ResetPasswordForm() {
  const location = useLocation();
  const history = useHistory();
  const loginTab = useBaseUrl('/user/auth');
  // Read once: the link's values are a starting point, not a binding.
  const [initial] = useState(() => resetLinkValues(location.search));
  const [form] = Form.useForm<ResetValues>();
  const reset = useResetPassword();
  const failure = useFormFailure(form, 'resetPassword');
  return (
    <Form
      className={styles.form}
      form={form}
      name="reset"
      {...failure.formProps}
      initialValues={initial}
      onFinish={(values) => {
        failure.once((done) =>
          reset.mutate(
            { email: values.email.trim(), code: values.code.trim(), password: values.password },
            {
              onSuccess: () => history.push(`${loginTab}?tab=login&reset=done`),
              onError: failure.report,
              onSettled: done,
            },
          ),
        );
      }}
    >
      <Form.Item
        name="email"
        label={translate({ id: 'account.field.email', message: 'Email', description: 'Label of an email field' })}
        rules={rules.email()}
      >
        <Input type="email" autoComplete="email" maxLength={254} />
      </Form.Item>
      <Form.Item
        name="code"
        label={translate({
          id: 'account.field.resetCode',
          message: 'Reset code',
          description: 'Label of the reset code field',
        })}
        rules={rules.resetCode()}
      >
        <Input autoComplete="one-time-code" maxLength={32} spellCheck={false} />
      </Form.Item>
      <NewPasswordFields
        name="password"
        label={translate({
          id: 'account.field.newPassword',
          message: 'New password',
          description: 'Label of the new password field',
        })}
        confirmLabel={translate({
          id: 'account.field.confirmNewPassword',
          message: 'Confirm new password',
          description: 'Label of the new password confirmation field',
        })}
      />
      <FormAlert message={failure.message} announcement={failure.announcement} />
      <Button type="primary" htmlType="submit" block loading={reset.isPending}>
        {translate({
          id: 'account.action.resetPassword',
          message: 'Set new password',
          description: 'Submit button of the reset-password form',
        })}
      </Button>
    </Form>
  );
}
