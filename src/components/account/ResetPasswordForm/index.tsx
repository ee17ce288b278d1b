import { useEffect, useState } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { translate } from '@docusaurus/Translate';
import { Form } from 'antd';
import { useResetPassword } from '@site/src/api/queries/sessionActions';
import EmailField from '@site/src/components/account/fields/EmailField';
import NewPasswordFields from '@site/src/components/account/fields/NewPasswordFields';
import ResetCodeField from '@site/src/components/account/fields/ResetCodeField';
import { useFormFailure } from '@site/src/hooks/useFormFailure';
import FormSubmitRow from '@site/src/components/FormSubmitRow';
import { addressWithoutResetValues, resetLinkValues } from './resetLink';
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
  const [initial] = useState(() => resetLinkValues(location.search, location.hash));
  // Then out of the address bar, where analytics, history and a shared screen would see them.
  useEffect(() => {
    const cleaned = addressWithoutResetValues(location.search, location.hash);
    if (cleaned) history.replace({ pathname: location.pathname, ...cleaned, state: location.state });
  }, [history, location]);
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
      <EmailField />
      <ResetCodeField />
      <NewPasswordFields name="password" replacing />
      <FormSubmitRow failure={failure} pending={reset.isPending} block>
        {translate({
          id: 'account.action.resetPassword',
          message: 'Set new password',
          description: 'Submit button of the reset-password form',
        })}
      </FormSubmitRow>
    </Form>
  );
}
