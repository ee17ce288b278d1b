import { translate } from '@docusaurus/Translate';
import { Form } from 'antd';
// The input files themselves: antd's Input index also bundles OTP, Search and TextArea.
import Input from 'antd/es/input/Input';
import { LIMITS } from '@site/src/api/limits';
import { rules } from '@site/src/components/account/formRules';
import { usernameLabel } from './labels';

/** The username a newcomer chooses, with what it may hold. */
export default function UsernameField() {
  return (
    <Form.Item
      name="username"
      label={usernameLabel()}
      extra={translate({
        id: 'account.field.usernameHelp',
        message: '3 to 32 letters, digits, “_” or “-”. Others see it beside what you share.',
        description: 'Help under the username field',
      })}
      rules={rules.username()}
    >
      <Input autoComplete="username" maxLength={LIMITS.USERNAME_MAX} />
    </Form.Item>
  );
}
