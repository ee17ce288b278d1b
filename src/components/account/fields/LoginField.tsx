import { translate } from '@docusaurus/Translate';
import { Form } from 'antd';
// The input files themselves: antd's Input index also bundles OTP, Search and TextArea.
import Input from 'antd/es/input/Input';
import { LIMITS } from '@site/src/api/limits';
import { rules } from '@site/src/components/account/formRules';

/** Username or email, to sign in with either. */
export default function LoginField() {
  return (
    <Form.Item
      name="login"
      label={translate({
        id: 'account.field.login',
        message: 'Username or email',
        description: 'Label of the login field',
      })}
      rules={rules.login()}
    >
      <Input autoComplete="username" maxLength={LIMITS.LOGIN_MAX} />
    </Form.Item>
  );
}
