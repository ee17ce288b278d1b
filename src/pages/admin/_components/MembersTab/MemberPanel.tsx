import { useState } from 'react';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import type { MemberDetail } from '@site/src/api/contract';
import { adminQueries } from '@site/src/api/queries/admin';
import { asApiFailure } from '@site/src/api/runtime/errors';
import { formatCount } from '@site/src/i18n/plural';
import Notice from '@site/src/components/Notice';
import { formatDate, intlLocale } from '../../_utils/format';
import { memberAbilities, type Caller } from '../../_utils/permissions';
import ListStatus from '../ListStatus';
import { roleLabel } from '../labels';
import MemberDialog, { type MemberDialogKind } from './MemberDialog';
import { suspensionText } from './suspensionText';
import styles from './styles.module.css';

interface Props {
  id: number;
  caller: Caller;
  onClose: () => void;
}

function Facts({ member }: { member: MemberDetail }) {
  const { i18n } = useDocusaurusContext();
  const locale = i18n.currentLocale;
  const number = (count: number) => formatCount(intlLocale(locale), count);
  const { counts } = member;
  const rows: Array<[string, string]> = [
    [
      translate({ id: 'admin.members.email', message: 'Email', description: 'Console: members table column' }),
      member.email,
    ],
    [
      translate({ id: 'admin.members.role', message: 'Role', description: 'Console: members table column' }),
      roleLabel(member.role),
    ],
    [
      translate({
        id: 'admin.members.joined',
        message: 'Joined',
        description: 'Console: members table column: when the account was created',
      }),
      formatDate(locale, member.createdAt),
    ],
    [
      translate({
        id: 'admin.members.status',
        message: 'Status',
        description: 'Console: members table column: active or suspended',
      }),
      member.suspension
        ? suspensionText(locale, member.suspension)
        : translate({
            id: 'admin.members.active',
            message: 'Active',
            description: 'Console: a member who is not suspended',
          }),
    ],
  ];
  if (member.suspension?.note)
    rows.push([
      translate({
        id: 'admin.members.suspensionNote',
        message: 'Note with the suspension',
        description: 'Console: what the member was told when suspended',
      }),
      member.suspension.note,
    ]);
  rows.push(
    [
      translate({
        id: 'admin.members.lastActive',
        message: 'Last active',
        description: 'Console: when the member was last active',
      }),
      member.lastActiveAt
        ? formatDate(locale, member.lastActiveAt)
        : translate({
            id: 'admin.members.neverActive',
            message: 'None yet',
            description: 'Console: a member who has never been active',
          }),
    ],
    [
      translate({
        id: 'admin.members.prompts',
        message: 'Prompts',
        description: 'Console: count of a member’s prompts',
      }),
      number(counts.prompts),
    ],
    [
      translate({
        id: 'admin.members.sharedPrompts',
        message: 'Shared with the community',
        description: 'Console: count of a member’s shared prompts',
      }),
      number(counts.sharedPrompts),
    ],
    [
      translate({
        id: 'admin.members.comments',
        message: 'Comments',
        description: 'Console: count of a member’s comments',
      }),
      number(counts.comments),
    ],
    [
      translate({ id: 'admin.members.votes', message: 'Votes', description: 'Console: count of a member’s votes' }),
      number(counts.votes),
    ],
    [
      translate({
        id: 'admin.members.favorites',
        message: 'Favorites',
        description: 'Console: count of a member’s favorites',
      }),
      number(counts.favorites),
    ],
    [
      translate({
        id: 'admin.members.reportsFiled',
        message: 'Reports sent',
        description: 'Console: count of reports the member sent',
      }),
      number(counts.reportsFiled),
    ],
    [
      translate({
        id: 'admin.members.reportsAgainst',
        message: 'Reports on their content',
        description: 'Console: count of reports on the member’s prompts and comments',
      }),
      number(counts.reportsAgainst),
    ],
    [
      translate({
        id: 'admin.members.sessions',
        message: 'Active sessions',
        description: 'Console: count of the sessions the member is signed in with now',
      }),
      number(counts.sessions),
    ],
  );
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd dir="auto">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One member's detail: who they are, what they did, and the actions the caller may take on them. */
export default function MemberPanel({ id, caller, onClose }: Props) {
  const read = useQuery(adminQueries.member(id));
  const [dialog, setDialog] = useState<MemberDialogKind | null>(null);
  const member = read.data;
  const gone = asApiFailure(read.error)?.code === 'NOT_FOUND';
  const titleId = `admin-member-${id}`;

  const close = (
    <Button onClick={onClose}>
      {translate({ id: 'admin.members.close', message: 'Close', description: 'Console: closes a member’s detail' })}
    </Button>
  );
  if (gone)
    return (
      <Notice
        type="warning"
        role="status"
        title={translate({
          id: 'admin.members.gone',
          message: 'This account no longer exists.',
          description: 'Console: the member whose detail was asked for is gone',
        })}
        action={close}
      />
    );

  const abilities = member
    ? memberAbilities(caller, { id: member.id, role: member.role, suspended: Boolean(member.suspension) })
    : null;
  const button = (kind: MemberDialogKind, label: string, danger = false) => (
    <Button key={kind} danger={danger} onClick={() => setDialog(kind)}>
      {label}
    </Button>
  );

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.panelHead}>
        <h3 id={titleId} dir="auto">
          {member?.username ??
            translate({
              id: 'admin.members.detail',
              message: 'Member',
              description: 'Console: heading of a member’s detail while it loads',
            })}
        </h3>
        {close}
      </div>
      <ListStatus
        loading={read.isPending}
        error={read.isError ? read.error : null}
        onRetry={() => void read.refetch()}
        empty={false}
        emptyText=""
      >
        {member && abilities && (
          <>
            <Facts member={member} />
            <div className={styles.actions}>
              {abilities.suspend &&
                button(
                  'suspend',
                  translate({
                    id: 'admin.members.suspend',
                    message: 'Suspend',
                    description: 'Console: opens the suspension dialog',
                  }),
                )}
              {abilities.lift &&
                button(
                  'lift',
                  translate({
                    id: 'admin.members.lift',
                    message: 'Lift the suspension',
                    description: 'Console: ends a suspension',
                  }),
                )}
              {abilities.endSessions &&
                button(
                  'endSessions',
                  translate({
                    id: 'admin.members.endSessions',
                    message: 'Sign out everywhere',
                    description: 'Console: ends every session of a member',
                  }),
                )}
              {abilities.grantModerator &&
                button(
                  'grant',
                  translate({
                    id: 'admin.members.grant',
                    message: 'Make moderator',
                    description: 'Console: gives a member the moderator role',
                  }),
                )}
              {abilities.revokeModerator &&
                button(
                  'revoke',
                  translate({
                    id: 'admin.members.revoke',
                    message: 'Remove moderator role',
                    description: 'Console: takes the moderator role away',
                  }),
                )}
              {abilities.remove &&
                button(
                  'remove',
                  translate({
                    id: 'admin.members.remove',
                    message: 'Delete account',
                    description: 'Console: deletes a member’s account (admins only)',
                  }),
                  true,
                )}
            </div>
            {dialog && (
              <MemberDialog kind={dialog} member={member} onClose={() => setDialog(null)} onRemoved={onClose} />
            )}
          </>
        )}
      </ListStatus>
    </section>
  );
}
