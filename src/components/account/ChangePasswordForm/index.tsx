import { translate } from '@docusaurus/Translate';
import { Form } from 'antd';
import { useChangePassword } from '@site/src/api/queries/sessionActions';
import CurrentPasswordField from '@site/src/components/account/fields/CurrentPasswordField';
import NewPasswordFields from '@site/src/components/account/fields/NewPasswordFields';
import { successMessages } from '@site/src/components/account/messages';
import { useFormFailure } from '@site/src/hooks/useFormFailure';
import { useToast } from '@site/src/components/AntdArea';
import FormSubmitRow from '@site/src/components/FormSubmitRow';

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
      <CurrentPasswordField purpose="reconfirm" />
      <NewPasswordFields name="newPassword" replacing />
      <FormSubmitRow failure={failure} pending={change.isPending}>
        {translate({
          id: 'account.action.changePassword',
          message: 'Change password',
          description: 'Submit button of the change-password form',
        })}
      </FormSubmitRow>
    </Form>
  );
}
