import { translate } from '@docusaurus/Translate';
import { Button } from 'antd';
import type { ItemAction } from './actionWording';
import styles from './styles.module.css';

const labels: Record<ItemAction, () => string> = {
  dismiss: () =>
    translate({
      id: 'admin.queue.dismiss',
      message: 'Dismiss',
      description: 'Console: closes the reports, keeps the item',
    }),
  hide: () =>
    translate({
      id: 'admin.item.hide',
      message: 'Hide',
      description: 'Console: opens the dialog that hides an item from the community',
    }),
  unhide: () =>
    translate({
      id: 'admin.content.unhide',
      message: 'Unhide',
      description: 'Console: shows a hidden item again',
    }),
  delete: () =>
    translate({
      id: 'admin.item.delete',
      message: 'Delete',
      description: 'Console: opens the dialog that deletes an item',
    }),
};

interface Props<Action extends ItemAction> {
  /** The buttons, in this order; delete is the danger one. */
  actions: readonly Action[];
  /** Opens the action's dialog. */
  onChoose: (action: Action) => void;
}

/** The buttons under a prompt or comment in the queue and the content search. */
export default function ItemActions<Action extends ItemAction>({ actions, onChoose }: Props<Action>) {
  return (
    <div className={styles.actions}>
      {actions.map((action) => (
        <Button key={action} danger={action === 'delete'} onClick={() => onChoose(action)}>
          {labels[action]()}
        </Button>
      ))}
    </div>
  );
}
