import { translate } from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { MemberSummary } from '@site/src/api/contract';
import { MODERATION_LIMITS } from '@site/src/api/limits';
import { adminQueries } from '@site/src/api/queries/admin';
import AntdListFooter from '@site/src/components/ListFooter/AntdListFooter';
import { listStatusOf, nextPageOf } from '@site/src/components/ListFooter/nextPage';
import { serializeConsoleView, type ConsoleView } from '../../_utils/consoleView';
import { formatDate } from '../../_utils/format';
import type { Caller } from '../../_utils/permissions';
import { SearchField, FilterRow } from '../Filters';
import ListStatus from '../ListStatus';
import { roleLabel } from '../labels';
import MemberPanel from './MemberPanel';
import { suspensionText } from './suspensionText';
import styles from './styles.module.css';

interface Props {
  view: ConsoleView;
  update: (change: Partial<ConsoleView>) => void;
  caller: Caller;
}

/** Members found by the start of their username or email; one member's detail and actions above the list. */
export default function MembersTab({ view, update, caller }: Props) {
  const { i18n } = useDocusaurusContext();
  const locale = i18n.currentLocale;
  const { pathname } = useLocation();
  const list = useInfiniteQuery(adminQueries.members(view.memberQuery));
  const members = list.data?.pages.flatMap((page) => page.items) ?? [];

  const columns: ColumnsType<MemberSummary> = [
    {
      key: 'username',
      title: translate({
        id: 'admin.members.username',
        message: 'Username',
        description: 'Console: members table column',
      }),
      render: (_, member) => (
        <Link
          to={`${pathname}${serializeConsoleView({ ...view, member: member.id })}`}
          aria-current={member.id === view.member ? 'true' : undefined}
        >
          {member.username}
        </Link>
      ),
    },
    {
      key: 'email',
      title: translate({ id: 'admin.members.email', message: 'Email', description: 'Console: members table column' }),
      render: (_, member) => <span className={styles.email}>{member.email}</span>,
    },
    {
      key: 'role',
      title: translate({ id: 'admin.members.role', message: 'Role', description: 'Console: members table column' }),
      render: (_, member) => roleLabel(member.role),
    },
    {
      key: 'joined',
      title: translate({
        id: 'admin.members.joined',
        message: 'Joined',
        description: 'Console: members table column: when the account was created',
      }),
      render: (_, member) => formatDate(locale, member.createdAt),
    },
    {
      key: 'status',
      title: translate({
        id: 'admin.members.status',
        message: 'Status',
        description: 'Console: members table column: active or suspended',
      }),
      render: (_, member) =>
        member.suspension ? <Tag color="warning">{suspensionText(locale, member.suspension)}</Tag> : null,
    },
  ];

  return (
    <>
      <FilterRow>
        <SearchField
          id="admin-members-search"
          label={translate({
            id: 'admin.members.searchLabel',
            message: 'Start of a username or email',
            description: 'Console: label of the member search',
          })}
          value={view.memberQuery}
          maxLength={MODERATION_LIMITS.MEMBER_QUERY_MAX}
          onSearch={(memberQuery) => update({ memberQuery, member: null })}
        />
      </FilterRow>
      {view.member !== null && (
        <MemberPanel key={view.member} id={view.member} caller={caller} onClose={() => update({ member: null })} />
      )}
      <ListStatus
        {...listStatusOf(list)}
        emptyText={
          view.memberQuery
            ? translate({
                id: 'admin.members.noMatch',
                message: 'No member’s username or email starts with this.',
                description: 'Console: the member search found nobody',
              })
            : translate({
                id: 'admin.members.none',
                message: 'There are no members yet.',
                description: 'Console: no accounts at all',
              })
        }
      >
        <Table<MemberSummary>
          rowKey="id"
          columns={columns}
          dataSource={members}
          pagination={false}
          size="small"
          scroll={{ x: 'max-content' }}
        />
        <div className={styles.footer}>
          <AntdListFooter {...nextPageOf(list)} />
        </div>
      </ListStatus>
    </>
  );
}
