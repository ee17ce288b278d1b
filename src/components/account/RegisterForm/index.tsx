import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import { Checkbox, Form } from 'antd';
import type { User } from '@site/src/api/contract';
import { useRegister } from '@site/src/api/queries/sessionActions';
import EmailField from '@site/src/components/account/fields/EmailField';
import NewPasswordFields from '@site/src/components/account/fields/NewPasswordFields';
import UsernameField from '@site/src/components/account/fields/UsernameField';
import { rules } from '@site/src/components/account/formRules';
import { useFormFailure } from '@site/src/hooks/useFormFailure';
import FormSubmitRow from '@site/src/components/FormSubmitRow';

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
      <UsernameField />
      <EmailField />
      <NewPasswordFields name="password" />
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
      <FormSubmitRow failure={failure} pending={register.isPending} block>
        {translate({
          id: 'account.action.register',
          message: 'Create account',
          description: 'Submit button of the register form',
        })}
      </FormSubmitRow>
    </Form>
  );
}
