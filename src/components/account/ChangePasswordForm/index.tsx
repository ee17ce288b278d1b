import { translate } from '@docusaurus/Translate';
import { useQueryClient } from '@tanstack/react-query';
import { Form } from 'antd';
import { useChangePassword } from '@site/src/api/queries/sessionActions';
import { tokenQueries } from '@site/src/api/queries/tokens';
import CurrentPasswordField from '@site/src/components/account/fields/CurrentPasswordField';
import NewPasswordFields from '@site/src/components/account/fields/NewPasswordFields';
import RevokeTokensChoice from '@site/src/components/account/RevokeTokensChoice';
import { successMessages } from '@site/src/components/account/messages';
import { useFormFailure } from '@site/src/hooks/useFormFailure';
import { useToast } from '@site/src/components/AntdArea';
import FormSubmitRow from '@site/src/components/FormSubmitRow';

interface ChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
  /** The access tokens to keep; the others are revoked (see RevokeTokensChoice). */
  keepTokenIds?: number[];
}

/**
 * Current password, new one twice, and the access tokens to revoke (all, unless unticked); the
 * other sessions of the account end, and the token list shows what is left.
 */
export default function ChangePasswordForm() {
  const [form] = Form.useForm<ChangeValues>();
  const change = useChangePassword();
  const queryClient = useQueryClient();
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
            {
              currentPassword: values.currentPassword,
              newPassword: values.newPassword,
              keepTokenIds: values.keepTokenIds ?? [],
            },
            {
              onSuccess: ({ revokedTokens }) => {
                form.resetFields();
                void queryClient.invalidateQueries({ queryKey: tokenQueries.all() });
                void toast.success(successMessages.passwordChanged(revokedTokens));
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
      <Form.Item name="keepTokenIds" noStyle>
        <RevokeTokensChoice />
      </Form.Item>
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
