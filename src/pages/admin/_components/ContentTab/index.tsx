import { useState } from 'react';
import { translate } from '@docusaurus/Translate';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ModeratedItem } from '@site/src/api/contract';
import { adminQueries, useContentAction, type ContentAction } from '@site/src/api/queries/admin';
import { useToast } from '@site/src/components/AntdArea';
import AntdListFooter from '@site/src/components/ListFooter/AntdListFooter';
import { listStatusOf, nextPageOf } from '@site/src/components/ListFooter/nextPage';
import { noteOrNull } from '../../_utils/actionBodies';
import type { ConsoleView } from '../../_utils/consoleView';
import ItemActionDialog from '../ActionDialog/ItemActionDialog';
import ItemActions from '../ActionDialog/ItemActions';
import { actionIntro } from '../ActionDialog/actionWording';
import ItemSummary from '../ItemSummary';
import ListStatus from '../ListStatus';
import ContentFilters from './ContentFilters';
import styles from './styles.module.css';

interface Props {
  view: ConsoleView;
  update: (change: Partial<ConsoleView>) => void;
}

const done: Record<ContentAction, () => string> = {
  hide: () =>
    translate({
      id: 'admin.content.hidden',
      message: 'Hidden from the community.',
      description: 'Console: after hiding an item',
    }),
  unhide: () =>
    translate({
      id: 'admin.content.unhidden',
      message: 'Shown to the community again.',
      description: 'Console: after unhiding an item',
    }),
  delete: () =>
    translate({ id: 'admin.content.deleted', message: 'Deleted.', description: 'Console: after deleting an item' }),
};

/** Community prompts or comments found by text, author and visibility, each with hide or unhide, and delete. */
export default function ContentTab({ view, update }: Props) {
  const filters = { kind: view.kind, q: view.contentQuery, author: view.author, visibility: view.visibility };
  const list = useInfiniteQuery(adminQueries.content(filters));
  const change = useContentAction();
  const toast = useToast();
  const [dialog, setDialog] = useState<{ item: ModeratedItem; action: ContentAction } | null>(null);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const prompts = view.kind === 'prompt';

  const act = async ({ note }: { note?: string }) => {
    if (!dialog) return;
    await change.mutateAsync({ item: dialog.item, action: dialog.action, note: noteOrNull(note) });
    toast.success(done[dialog.action]());
  };

  return (
    <>
      <ContentFilters view={view} update={update} />
      <ListStatus
        {...listStatusOf(list)}
        emptyText={
          prompts
            ? translate({
                id: 'admin.content.noPrompts',
                message: 'No community prompt matches this search.',
                description: 'Console: the content search found no prompt',
              })
            : translate({
                id: 'admin.content.noComments',
                message: 'No comment matches this search.',
                description: 'Console: the content search found no comment',
              })
        }
      >
        {items.length === 0 && (
          <p role="status">
            {translate({
              id: 'admin.content.notYet',
              message:
                'Nothing found yet: the search goes through the items one batch at a time. Choose “Search further” to go on.',
              description: 'Console: a content search page was empty but the server has more items to look through',
            })}
          </p>
        )}
        <div className={styles.list}>
          {items.map((item) => (
            <ItemSummary key={`${item.kind}-${item.id}`} item={item}>
              <ItemActions
                actions={[item.hidden ? 'unhide' : 'hide', 'delete']}
                onChoose={(action) => setDialog({ item, action })}
              />
            </ItemSummary>
          ))}
        </div>
        <AntdListFooter
          {...nextPageOf(list)}
          label={
            items.length === 0
              ? translate({
                  id: 'admin.content.searchFurther',
                  message: 'Search further',
                  description: 'Console: looks through the next part of the items',
                })
              : undefined
          }
        />
      </ListStatus>
      {dialog && (
        <ItemActionDialog
          action={dialog.action}
          kind={dialog.item.kind}
          intro={actionIntro('content', dialog.action, dialog.item.kind)}
          onSubmit={act}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
