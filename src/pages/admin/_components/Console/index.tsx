import { translate } from '@docusaurus/Translate';
import { Tabs } from 'antd';
import type { User } from '@site/src/api/contract';
import type { ConsoleTab } from '../../_utils/consoleView';
import { useConsoleView } from '../../_utils/useConsoleView';
import { visibleTabs } from '../../_utils/permissions';
import ContentTab from '../ContentTab';
import FeedbackTab from '../FeedbackTab';
import LogTab from '../LogTab';
import MembersTab from '../MembersTab';
import QueueTab from '../QueueTab';

const tabLabels: Record<ConsoleTab, () => string> = {
  queue: () =>
    translate({ id: 'admin.tab.queue', message: 'Reports', description: 'Console tab: the queue of open reports' }),
  content: () =>
    translate({
      id: 'admin.tab.content',
      message: 'Content',
      description: 'Console tab: search community prompts and comments',
    }),
  members: () => translate({ id: 'admin.tab.members', message: 'Members', description: 'Console tab: search members' }),
  feedback: () =>
    translate({ id: 'admin.tab.feedback', message: 'Feedback', description: 'Console tab: the feedback inbox' }),
  log: () =>
    translate({ id: 'admin.tab.log', message: 'Log', description: 'Console tab: the moderation log (admins only)' }),
};

/** The console's tabs (the log for admins only), the open one and its filters in the URL. */
export default function Console({ user }: { user: User }) {
  const [view, update] = useConsoleView();
  const tabs = visibleTabs(user.role);
  const active: ConsoleTab = tabs.includes(view.tab) ? view.tab : 'queue';
  const caller = { id: user.id, role: user.role };

  const panel = (tab: ConsoleTab) => {
    switch (tab) {
      case 'queue':
        return <QueueTab />;
      case 'content':
        return <ContentTab view={view} update={update} />;
      case 'members':
        return <MembersTab view={view} update={update} caller={caller} />;
      case 'feedback':
        return <FeedbackTab view={view} update={update} />;
      case 'log':
        return <LogTab view={view} update={update} />;
    }
  };

  return (
    <Tabs
      activeKey={active}
      onChange={(tab) => update({ tab: tab as ConsoleTab })}
      destroyOnHidden
      items={tabs.map((tab) => ({ key: tab, label: tabLabels[tab](), children: active === tab ? panel(tab) : null }))}
    />
  );
}
