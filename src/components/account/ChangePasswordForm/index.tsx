import { translate } from '@docusaurus/Translate';
import { Button, Form } from 'antd';
import Password from 'antd/es/input/Password';
import { useChangePassword } from '@site/src/api/queries/sessionActions';
import { rules } from '@site/src/components/account/formRules';
import { successMessages } from '@site/src/components/account/messages';
import { useFormFailure } from '@site/src/hooks/useFormFailure';
import { useToast } from '@site/src/components/AntdArea';
import FormAlert from '@site/src/components/FormAlert';
import NewPasswordFields from '@site/src/components/account/NewPasswordFields';

interface ChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Current password, new one twice; the other sessions of the account end. */
export default function ChangePasswordForm() {
  const [form] = Form.useForm<ChangeValues>();
  const change = useChangePassword();
  const failure = useFormFailure(form, 'changePassword');
  const toast = useToast();
  return (
    <Form
      form={form}
      name="changePassword"
      {...failure.formProps}
      onFinish={(values) => {
        failure.once((done) =>
          change.mutate(
            { currentPassword: values.currentPassword, newPassword: values.newPassword },
            {
              onSuccess: () => {
                form.resetFields();
                void toast.success(successMessages.passwordChanged());
              },
              onError: failure.report,
              onSettled: done,
            },
          ),
        );
      }}
    >
      <Form.Item
        name="currentPassword"
        label={translate({
          id: 'account.field.currentPassword',
          message: 'Current password',
          description: 'Label of the current password field',
        })}
        rules={rules.currentPassword()}
      >
        <Password autoComplete="current-password" />
      </Form.Item>
      <NewPasswordFields
        name="newPassword"
        label={translate({
          id: 'account.field.newPassword',
          message: 'New password',
          description: 'Label of the new password field',
        })}
        confirmLabel={translate({
          id: 'account.field.confirmNewPassword',
          message: 'Confirm new password',
          description: 'Label of the new password confirmation field',
        })}
      />
      <FormAlert message={failure.message} announcement={failure.announcement} />
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {translate({
          id: 'account.action.changePassword',
          message: 'Change password',
          description: 'Submit button of the change-password form',
        })}
      </Button>
    </Form>
  );
}
