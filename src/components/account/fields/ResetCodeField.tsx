import { translate } from '@docusaurus/Translate';
import { Form } from 'antd';
// The input files themselves: antd's Input index also bundles OTP, Search and TextArea.
import Input from 'antd/es/input/Input';
import { rules } from '@site/src/components/account/formRules';

/** The code from the reset mail (the contract takes up to 32 characters, spaces and all). */
export default function ResetCodeField() {
  return (
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
  );
}
