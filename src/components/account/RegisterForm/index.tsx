import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import { Button, Checkbox, Form } from 'antd';
// The input files themselves: antd's Input index also bundles OTP, Search and TextArea.
import Input from 'antd/es/input/Input';
import type { User } from '@site/src/api/contract';
import { useRegister } from '@site/src/api/queries/sessionActions';
import { rules } from '@site/src/components/account/formRules';
import { useFormFailure } from '@site/src/hooks/useFormFailure';
import FormAlert from '@site/src/components/FormAlert';
import NewPasswordFields from '@site/src/components/account/NewPasswordFields';

interface RegisterValues {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  agreeToTerms: boolean;
}

export default function RegisterForm({ onRegistered }: { onRegistered: (user: User) => void }) {
  const [form] = Form.useForm<RegisterValues>();
  const register = useRegister();
  const failure = useFormFailure(form, 'register');
  return (
    <Form
      form={form}
      name="register"
      {...failure.formProps}
      onFinish={(values) => {
        failure.once((done) =>
          register
            .mutateAsync({
              username: values.username.trim(),
              email: values.email.trim(),
              password: values.password,
              agreeToTerms: true,
            })
            .then(({ user }) => onRegistered(user), failure.report)
            .finally(done),
        );
      }}
    >
      <Form.Item
        name="username"
        label={translate({
          id: 'account.field.username',
          message: 'Username',
          description: 'Label of the username field',
        })}
        extra={translate({
          id: 'account.field.usernameHelp',
          message: '3 to 32 letters, digits, "_" or "-". Others see it beside what you share.',
          description: 'Help under the username field',
        })}
        rules={rules.username()}
      >
        <Input autoComplete="username" maxLength={32} />
      </Form.Item>
      <Form.Item
        name="email"
        label={translate({ id: 'account.field.email', message: 'Email', description: 'Label of an email field' })}
        rules={rules.email()}
      >
        <Input type="email" autoComplete="email" maxLength={254} />
      </Form.Item>
      <NewPasswordFields
        name="password"
        label={translate({
          id: 'account.field.password',
          message: 'Password',
          description: 'Label of a password field',
        })}
        confirmLabel={translate({
          id: 'account.field.confirmPassword',
          message: 'Confirm password',
          description: 'Label of the password confirmation field',
        })}
      />
      <Form.Item name="agreeToTerms" valuePropName="checked" rules={rules.agreeToTerms()}>
        <Checkbox>
          <Translate
            id="account.field.agreeToTerms"
            description="Agreement checkbox of the register form; {terms} and {privacy} are links"
            values={{
              terms: (
                <Link to="/docs/terms-of-service" target="_blank" rel="noopener">
                  {translate({
                    id: 'account.link.terms',
                    message: 'terms of service',
                    description: 'Link text in the agreement checkbox',
                  })}
                </Link>
              ),
              privacy: (
                <Link to="/docs/privacy-policy" target="_blank" rel="noopener">
                  {translate({
                    id: 'account.link.privacy',
                    message: 'privacy policy',
                    description: 'Link text in the agreement checkbox',
                  })}
                </Link>
              ),
            }}
          >
            {'I agree to the {terms} and the {privacy}.'}
          </Translate>
        </Checkbox>
      </Form.Item>
      <FormAlert message={failure.message} announcement={failure.announcement} />
      <Button type="primary" htmlType="submit" block loading={register.isPending}>
        {translate({
          id: 'account.action.register',
          message: 'Create account',
          description: 'Submit button of the register form',
        })}
      </Button>
    </Form>
  );
}
