import { translate } from '@docusaurus/Translate';
import { Form } from 'antd';
import Password from 'antd/es/input/Password';
import { rules } from '@site/src/components/account/formRules';

interface Props {
  /** Field name of the new password ("password" in the API's register and reset bodies). */
  name: string;
  label: string;
  confirmLabel: string;
}

/** A new password and its confirmation (must match), as register, reset and change use them. */
export default function NewPasswordFields({ name, label, confirmLabel }: Props) {
  return (
    <>
      <Form.Item
        name={name}
        label={label}
        extra={translate({
          id: 'account.field.newPasswordHelp',
          message: 'At least 8 characters.',
          description: 'Help under a new password field',
        })}
        rules={rules.newPassword()}
      >
        <Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={confirmLabel}
        dependencies={[name]}
        rules={rules.confirmPassword(name)()}
      >
        <Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
