import { Form } from 'antd';
// The input files themselves: antd's Input index also bundles OTP, Search and TextArea.
import Input from 'antd/es/input/Input';
import { LIMITS } from '@site/src/api/limits';
import { rules } from '@site/src/components/account/formRules';
import { emailLabel } from './labels';

/** The account's email (register, forgot and reset password). */
export default function EmailField() {
  return (
    <Form.Item name="email" label={emailLabel()} rules={rules.email()}>
      <Input type="email" autoComplete="email" maxLength={LIMITS.EMAIL_MAX} />
    </Form.Item>
  );
}
