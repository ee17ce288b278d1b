import { translate } from '@docusaurus/Translate';
import { Form } from 'antd';
import Password from 'antd/es/input/Password';
import { rules } from '@site/src/components/account/formRules';
import { passwordLabel } from './labels';

interface Props {
  /** Field name of the new password ("password" in the API's register and reset bodies). */
  name: string;
  /** The account has a password already (reset, change): the labels say "new password". */
  replacing?: boolean;
}

/** A new password and its confirmation (must match), as register, reset and change use them. */
export default function NewPasswordFields({ name, replacing = false }: Props) {
  return (
    <>
      <Form.Item
        name={name}
        label={
          replacing
            ? translate({
                id: 'account.field.newPassword',
                message: 'New password',
                description: 'Label of the new password field',
              })
            : passwordLabel()
        }
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
        label={
          replacing
            ? translate({
                id: 'account.field.confirmNewPassword',
                message: 'Confirm new password',
                description: 'Label of the new password confirmation field',
              })
            : translate({
                id: 'account.field.confirmPassword',
                message: 'Confirm password',
                description: 'Label of the password confirmation field',
              })
        }
        dependencies={[name]}
        rules={rules.confirmPassword(name)()}
      >
        <Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
