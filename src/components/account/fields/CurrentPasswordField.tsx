import { translate } from '@docusaurus/Translate';
import { Form } from 'antd';
import Password from 'antd/es/input/Password';
import { rules } from '@site/src/components/account/formRules';
import { passwordLabel } from './labels';

interface Props {
  /**
   * `signIn`: the "Password" of the login form, and of the token form that asks for it again
   * (field `password`, as the API names both); `reconfirm`: the "Current
   * password" asked again before the account changes (field `currentPassword`, as the API names it).
   */
  purpose: 'signIn' | 'reconfirm';
}

/** The password the account has now, which the browser may fill in. */
export default function CurrentPasswordField({ purpose }: Props) {
  const signIn = purpose === 'signIn';
  return (
    <Form.Item
      name={signIn ? 'password' : 'currentPassword'}
      label={
        signIn
          ? passwordLabel()
          : translate({
              id: 'account.field.currentPassword',
              message: 'Current password',
              description: 'Label of the current password field',
            })
      }
      rules={signIn ? rules.password() : rules.currentPassword()}
    >
      <Password autoComplete="current-password" />
    </Form.Item>
  );
}
