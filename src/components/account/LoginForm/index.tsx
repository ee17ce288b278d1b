import { translate } from '@docusaurus/Translate';
import { Button, Form } from 'antd';
// The input files themselves: antd's Input index also bundles OTP, Search and TextArea.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import type { User } from '@site/src/api/contract';
import { useSignIn } from '@site/src/api/queries/sessionActions';
import { rules } from '@site/src/components/account/formRules';
import { useFormFailure } from '@site/src/hooks/useFormFailure';
import FormAlert from '@site/src/components/FormAlert';

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
      <Form.Item
        name="login"
        label={translate({
          id: 'account.field.login',
          message: 'Username or email',
          description: 'Label of the login field',
        })}
        rules={rules.login()}
      >
        <Input autoComplete="username" maxLength={254} />
      </Form.Item>
      <Form.Item
        name="password"
        label={translate({
          id: 'account.field.password',
          message: 'Password',
          description: 'Label of a password field',
        })}
        rules={rules.password()}
      >
        <Password autoComplete="current-password" />
      </Form.Item>
      <FormAlert message={failure.message} announcement={failure.announcement} />
      <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
        {translate({ id: 'account.action.login', message: 'Log in', description: 'Submit button of the login form' })}
      </Button>
    </Form>
  );
}
