import { useState } from 'react';
import { translate } from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useHistory } from '@docusaurus/router';
import { Button, Form, Modal } from 'antd';
import Password from 'antd/es/input/Password';
import { useDeleteAccount } from '@site/src/api/queries/sessionActions';
import { rules } from '@site/src/components/account/formRules';
import { markAccountDeleted } from '@site/src/components/AccountDeletedNotice';
import FormAlert from '@site/src/components/FormAlert';
import { useFormFailure } from '@site/src/hooks/useFormFailure';
import { cancelText } from '@site/src/i18n/common';
import styles from './styles.module.css';

interface Values {
  password: string;
}

/** Any other failure (a wrong password and the shared cases have their own messages). */
const deletionFailed = () =>
  translate({
    id: 'account.delete.failed',
    message: 'Deleting the account failed. Nothing was deleted; please try again later.',
    description: 'Delete-account dialog: the deletion failed for an unexpected reason',
  });

const deleteAccountText = () =>
  translate({
    id: 'account.action.deleteAccount',
    message: 'Delete account',
    description: 'Button on my space that opens the dialog deleting my account',
  });

/**
 * Deleting my account: what goes and what stays, the export offered first, then a dialog that
 * asks for the password. The server ends every session; this tab is signed out at once and
 * lands on the home page, which says the account is gone. A wrong password keeps the dialog
 * open with the field's usual message.
 */
export default function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const failure = useFormFailure(form, deletionFailed);
  const remove = useDeleteAccount();
  const history = useHistory();
  const home = useBaseUrl('/');

  // A password typed and given up on does not wait in the closed dialog.
  const close = () => {
    setOpen(false);
    form.resetFields();
    failure.clear();
  };
  const finish = ({ password }: Values) =>
    failure.once((done) =>
      remove.mutate(
        { password },
        {
          onSuccess: () => {
            markAccountDeleted();
            history.push(home);
          },
          onError: failure.report,
          onSettled: done,
        },
      ),
    );

  return (
    <section className={styles.section} aria-labelledby="delete-account-heading">
      <h2 id="delete-account-heading">{deleteAccountText()}</h2>
      <p>
        {translate({
          id: 'account.delete.goes',
          message:
            'Deleting your account removes for good your prompts (shared ones too), your votes and favorites, your sessions on every device, your access tokens, the reports you filed, the feedback you sent and your comments that nobody has replied to.',
          description: 'What deleting my account removes',
        })}
      </p>
      <p>
        {translate({
          id: 'account.delete.stays',
          message:
            'Your comments that others have replied to stay, so that their threads still make sense; they are shown as written by “a deleted member”. The moderation log keeps its entries, your username included.',
          description:
            'What stays after deleting my account; “a deleted member” is the wording of comments.author.deletedMember',
        })}
      </p>
      <p>
        {translate({
          id: 'account.delete.exportFirst',
          message: 'Before you go, you can keep a copy of your prompts and favorites.',
          description: 'Offers the export before deleting my account (the link to it follows)',
        })}{' '}
        <a href="#transfer-heading">
          {translate({
            id: 'account.delete.toExport',
            message: 'Go to the export',
            description: 'Link from the delete-account section to the export and import section above it',
          })}
        </a>
      </p>
      <Button danger onClick={() => setOpen(true)}>
        {deleteAccountText()}
      </Button>
      <Modal
        open={open}
        title={translate({
          id: 'account.delete.confirmTitle',
          message: 'Delete your account for good?',
          description: 'Title of the dialog that deletes my account',
        })}
        onCancel={close}
        footer={
          <div className={styles.footer}>
            <Button onClick={close}>{cancelText()}</Button>
            <Button danger type="primary" loading={remove.isPending} onClick={() => form.submit()}>
              {translate({
                id: 'account.delete.confirmOk',
                message: 'Delete my account',
                description: 'Button of the dialog that deletes my account for good',
              })}
            </Button>
          </div>
        }
      >
        <Form form={form} name="deleteAccount" {...failure.formProps} onFinish={finish}>
          <p>
            {translate({
              id: 'account.delete.confirmText',
              message: 'This cannot be undone. Type your password to confirm that it is you.',
              description: 'Text of the dialog that deletes my account',
            })}
          </p>
          <Form.Item
            name="password"
            label={translate({
              id: 'account.field.password',
              message: 'Password',
              description: 'Label of a password field',
            })}
            rules={rules.password()}
          >
            <Password autoComplete="current-password" />
          </Form.Item>
          <FormAlert message={failure.message} announcement={failure.announcement} />
        </Form>
      </Modal>
    </section>
  );
}
