import { translate } from '@docusaurus/Translate';
import { Form } from 'antd';
import type { User } from '@site/src/api/contract';
import { useSignIn } from '@site/src/api/queries/sessionActions';
import CurrentPasswordField from '@site/src/components/account/fields/CurrentPasswordField';
import LoginField from '@site/src/components/account/fields/LoginField';
import { useFormFailure } from '@site/src/hooks/useFormFailure';
import FormSubmitRow from '@site/src/components/FormSubmitRow';

interface LoginValues {
  login: string;
  password: string;
}

interface Props {
  /** Prefix of the field ids, so two forms on one page never share an id. */
  idPrefix?: string;
  onSignedIn: (user: User) => void;
}

/** Sign in with username or email and password. */
export default function LoginForm({ idPrefix = 'login', onSignedIn }: Props) {
  const [form] = Form.useForm<LoginValues>();
  const signIn = useSignIn();
  const failure = useFormFailure(form, 'login');
  return (
    <Form
      form={form}
      name={idPrefix}
      {...failure.formProps}
      onFinish={(values) => {
        failure.once((done) =>
          // The promise, not mutate's callbacks: signing in may re-render the page around this form.
          signIn
            .mutateAsync({ login: values.login.trim(), password: values.password })
            .then(({ user }) => onSignedIn(user), failure.report)
            .finally(done),
        );
      }}
    >
      <LoginField />
      <CurrentPasswordField purpose="signIn" />
      <FormSubmitRow failure={failure} pending={signIn.isPending} block>
        {translate({ id: 'account.action.login', message: 'Sign in', description: 'Submit button of the login form' })}
      </FormSubmitRow>
    </Form>
  );
}
