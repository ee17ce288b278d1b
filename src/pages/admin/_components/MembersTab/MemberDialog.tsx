import { translate } from '@docusaurus/Translate';
import { Form, Input } from 'antd';
import type { MemberDetail } from '@site/src/api/contract';
import { useDeleteMember, useMemberAction } from '@site/src/api/queries/admin';
import { useToast } from '@site/src/components/AntdArea';
import { noteOrNull, suspendBody, type SuspendFields as SuspendValues } from '../../_utils/actionBodies';
import ActionDialog from '../ActionDialog';
import SuspendFields from '../SuspendFields';

export type MemberDialogKind = 'suspend' | 'lift' | 'endSessions' | 'grant' | 'revoke' | 'remove';

interface Props {
  kind: MemberDialogKind;
  member: MemberDetail;
  onClose: () => void;
  /** After the account was deleted. */
  onRemoved: () => void;
}

interface Values extends SuspendValues, Record<string, unknown> {
  note?: string;
  password?: string;
}

const logNote = () =>
  translate({
    id: 'admin.note.log',
    message: 'Note for the log',
    description: 'Console: label of a note kept in the moderation log only',
  });

/** The dialog of one action on a member: what it does, its fields, and the confirmation. */
export default function MemberDialog({ kind, member, onClose, onRemoved }: Props) {
  const act = useMemberAction(member.id);
  const remove = useDeleteMember(member.id);
  const toast = useToast();
  const username = member.username;

  const common = { open: true, onClose };
  switch (kind) {
    case 'suspend':
      return (
        <ActionDialog<Values>
          {...common}
          title={translate(
            {
              id: 'admin.members.suspendTitle',
              message: 'Suspend {username}',
              description: 'Console: title of the suspend dialog',
            },
            { username },
          )}
          intro={
            <p>
              {translate(
                {
                  id: 'admin.members.suspendIntro',
                  message:
                    '{username} can still sign in and read, but cannot post, vote, share or report until the suspension ends. Their shared prompts leave the community list meanwhile.',
                  description: 'Console: what a suspension does',
                },
                { username },
              )}
            </p>
          }
          confirmLabel={translate({
            id: 'admin.members.suspend',
            message: 'Suspend',
            description: 'Console: opens the suspension dialog',
          })}
          danger
          noteLabel={null}
          onSubmit={async (values) => {
            await act.mutateAsync({ kind: 'suspend', body: suspendBody(values) });
            toast.success(
              translate(
                {
                  id: 'admin.members.suspended',
                  message: '{username} is suspended.',
                  description: 'Console: after suspending a member',
                },
                { username },
              ),
            );
          }}
        >
          {() => <SuspendFields username={username} />}
        </ActionDialog>
      );
    case 'lift':
      return (
        <ActionDialog<Values>
          {...common}
          title={translate(
            {
              id: 'admin.members.liftTitle',
              message: 'Lift the suspension of {username}',
              description: 'Console: title of the lift dialog',
            },
            { username },
          )}
          intro={
            <p>
              {translate(
                {
                  id: 'admin.members.liftIntro',
                  message: '{username} can post, vote and share again at once.',
                  description: 'Console: what lifting a suspension does',
                },
                { username },
              )}
            </p>
          }
          confirmLabel={translate({
            id: 'admin.members.liftConfirm',
            message: 'Lift',
            description: 'Console: confirms lifting a suspension',
          })}
          noteLabel={logNote()}
          onSubmit={async (values) => {
            await act.mutateAsync({ kind: 'lift', note: noteOrNull(values.note) });
            toast.success(
              translate(
                {
                  id: 'admin.members.lifted',
                  message: 'The suspension of {username} is lifted.',
                  description: 'Console: after lifting a suspension',
                },
                { username },
              ),
            );
          }}
        />
      );
    case 'endSessions':
      return (
        <ActionDialog<Values>
          {...common}
          title={translate(
            {
              id: 'admin.members.endSessionsTitle',
              message: 'Sign {username} out everywhere',
              description: 'Console: title of the end-sessions dialog',
            },
            { username },
          )}
          intro={
            <p>
              {translate(
                {
                  id: 'admin.members.endSessionsIntro',
                  message:
                    'Every session of {username} ends on every device, and their access tokens are revoked. They can sign in again with their password.',
                  description: 'Console: what ending a member’s sessions does',
                },
                { username },
              )}
            </p>
          }
          confirmLabel={translate({
            id: 'admin.members.endSessions',
            message: 'Sign out everywhere',
            description: 'Console: ends every session of a member',
          })}
          noteLabel={logNote()}
          onSubmit={async (values) => {
            await act.mutateAsync({ kind: 'endSessions', note: noteOrNull(values.note) });
            toast.success(
              translate(
                {
                  id: 'admin.members.sessionsEnded',
                  message: '{username} is signed out everywhere.',
                  description: 'Console: after ending a member’s sessions',
                },
                { username },
              ),
            );
          }}
        />
      );
    case 'grant':
    case 'revoke': {
      const grant = kind === 'grant';
      return (
        <ActionDialog<Values>
          {...common}
          title={
            grant
              ? translate(
                  {
                    id: 'admin.members.grantTitle',
                    message: 'Make {username} a moderator',
                    description: 'Console: title of the grant dialog',
                  },
                  { username },
                )
              : translate(
                  {
                    id: 'admin.members.revokeTitle',
                    message: 'Remove the moderator role of {username}',
                    description: 'Console: title of the revoke dialog',
                  },
                  { username },
                )
          }
          intro={
            <p>
              {grant
                ? translate(
                    {
                      id: 'admin.members.grantIntro',
                      message:
                        '{username} will use this console: review reports, hide and delete content, suspend members and read the feedback.',
                      description: 'Console: what the moderator role allows',
                    },
                    { username },
                  )
                : translate(
                    {
                      id: 'admin.members.revokeIntro',
                      message: '{username} will be a member again, without this console.',
                      description: 'Console: what removing the moderator role does',
                    },
                    { username },
                  )}
            </p>
          }
          confirmLabel={
            grant
              ? translate({
                  id: 'admin.members.grant',
                  message: 'Make moderator',
                  description: 'Console: gives a member the moderator role',
                })
              : translate({
                  id: 'admin.members.revoke',
                  message: 'Remove moderator role',
                  description: 'Console: takes the moderator role away',
                })
          }
          noteLabel={null}
          onSubmit={async () => {
            await act.mutateAsync({ kind: 'role', body: { role: grant ? 'moderator' : 'member' } });
            toast.success(
              grant
                ? translate(
                    {
                      id: 'admin.members.granted',
                      message: '{username} is now a moderator.',
                      description: 'Console: after granting the moderator role',
                    },
                    { username },
                  )
                : translate(
                    {
                      id: 'admin.members.revoked',
                      message: '{username} is no longer a moderator.',
                      description: 'Console: after revoking the moderator role',
                    },
                    { username },
                  ),
            );
          }}
        />
      );
    }
    case 'remove':
      return (
        <ActionDialog<Values>
          {...common}
          title={translate(
            {
              id: 'admin.members.removeTitle',
              message: 'Delete the account of {username}?',
              description: 'Console: title of the delete-account dialog',
            },
            { username },
          )}
          intro={
            <p>
              {translate({
                id: 'admin.members.removeIntro',
                message:
                  'Their prompts, votes, favorites, sessions and reports are deleted. Comments that others replied to stay, shown as by a deleted member. This cannot be undone.',
                description: 'Console: what deleting an account does (the same rules as a member deleting their own)',
              })}
            </p>
          }
          confirmLabel={translate({
            id: 'admin.members.removeConfirm',
            message: 'Delete the account',
            description: 'Console: confirms deleting an account',
          })}
          danger
          noteLabel={logNote()}
          onSubmit={async (values) => {
            await remove.mutateAsync({ password: values.password ?? '', note: noteOrNull(values.note) });
            toast.success(
              translate(
                {
                  id: 'admin.members.removed',
                  message: 'The account of {username} is deleted.',
                  description: 'Console: after deleting an account',
                },
                { username },
              ),
            );
            onRemoved();
          }}
        >
          {() => (
            <Form.Item
              name="password"
              label={translate({
                id: 'admin.members.password',
                message: 'Your password, to confirm',
                description: 'Console: the admin types their own password to delete an account',
              })}
              rules={[
                {
                  required: true,
                  message: translate({
                    id: 'admin.members.passwordRequired',
                    message: 'Please type your password.',
                    description: 'Console: the password field is empty',
                  }),
                },
              ]}
            >
              <Input.Password autoComplete="current-password" />
            </Form.Item>
          )}
        </ActionDialog>
      );
  }
}
