import { useState } from 'react';
import { translate } from '@docusaurus/Translate';
import { Button, Modal, Switch } from 'antd';
import Notice from '@site/src/components/Notice';
import Input from 'antd/es/input/Input';
import type { Prompt } from '@site/src/api/contract';
import { useDeletePrompt, useMyPrompts, useSetShared } from '@site/src/api/queries/myPrompts';
import { apiErrorMessage } from '@site/src/api/errorMessages';
import { useDebouncedValue } from '@site/src/hooks/useDebouncedValue';
import { successMessages } from '@site/src/components/account/messages';
import { cancelText, myPromptsTitle } from '@site/src/i18n/common';
import { useToast } from '@site/src/components/AntdArea';
import CopyButton from '@site/src/components/CopyButton';
import HiddenNotice from '@site/src/components/HiddenNotice';
import AntdListFooter from '@site/src/components/ListFooter/AntdListFooter';
import { nextPageOf } from '@site/src/components/ListFooter/nextPage';
import Loading from '@site/src/components/Loading';
import PromptEditor from './PromptEditor';
import styles from './styles.module.css';

type Editing = { prompt?: Prompt } | null;

const SEARCH_DELAY_MS = 250;

/** My prompts, newest first, a page at a time: search, add, edit, share, copy, delete (after a confirmation). */
export default function MyPromptsSection() {
  const [query, setQuery] = useState('');
  const searched = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  const prompts = useMyPrompts(searched, true);
  const setShared = useSetShared();
  const remove = useDeletePrompt();
  const toast = useToast();
  const [modal, modalHolder] = Modal.useModal();
  const [editing, setEditing] = useState<Editing>(null);
  const items = prompts.data?.pages.flatMap((page) => page.items) ?? [];

  const toggleShared = (prompt: Prompt, shared: boolean) =>
    setShared.mutate(
      { id: prompt.id, shared },
      {
        onSuccess: () => void toast.success(shared ? successMessages.promptShared() : successMessages.promptUnshared()),
        onError: (error) => void toast.error(apiErrorMessage(error, 'submit')),
      },
    );

  const confirmDelete = (prompt: Prompt) =>
    modal.confirm({
      title: translate({
        id: 'account.prompt.deleteTitle',
        message: 'Delete this prompt?',
        description: 'Title of the delete confirmation',
      }),
      content: translate(
        {
          id: 'account.prompt.deleteText',
          message:
            '“{title}” will be gone for good, with its votes and comments. Members who saved it to their favorites will see that it was deleted.',
          description: 'Text of the delete confirmation',
        },
        { title: prompt.title },
      ),
      okText: translate({ id: 'account.action.delete', message: 'Delete', description: 'Delete button' }),
      okButtonProps: { danger: true },
      cancelText: cancelText(),
      onOk: () =>
        remove.mutateAsync(prompt).then(
          () => void toast.success(successMessages.promptDeleted()),
          (error: unknown) => void toast.error(apiErrorMessage(error, 'deletePrompt')),
        ),
    });

  return (
    <section className={styles.section} aria-labelledby="my-prompts-heading">
      {modalHolder}
      <div className={styles.header}>
        <h2 id="my-prompts-heading">{myPromptsTitle()}</h2>
        <Button type="primary" onClick={() => setEditing({})}>
          {translate({
            id: 'account.action.addPrompt',
            message: 'Add a prompt',
            description: 'Button that opens the add-prompt dialog',
          })}
        </Button>
      </div>
      <div className={styles.search}>
        <label htmlFor="my-prompts-search">
          {translate({
            id: 'account.myPrompts.search',
            message: 'Search my prompts',
            description: 'Label of the search field over my prompts',
          })}
        </label>
        <Input
          id="my-prompts-search"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          allowClear
        />
      </div>
      {prompts.isPending && <Loading />}
      {prompts.isError && (
        <Notice
          type="error"
          role="alert"
          title={apiErrorMessage(prompts.error, 'submit')}
          action={
            <Button onClick={() => void prompts.refetch()}>
              {translate({
                id: 'account.action.retry',
                message: 'Try again',
                description: 'Retry button after a failed load',
              })}
            </Button>
          }
        />
      )}
      {prompts.data && items.length === 0 && searched === '' && (
        <p className={styles.empty}>
          {translate({
            id: 'account.myPrompts.none',
            message: 'You have no prompts yet. Add your first one: only you see it until you share it.',
            description: 'My prompts is empty',
          })}
        </p>
      )}
      {prompts.data && items.length === 0 && searched !== '' && (
        <p className={styles.empty} role="status">
          {translate({
            id: 'account.myPrompts.noMatch',
            message: 'None of your prompts matches this search.',
            description: 'Search over my prompts found nothing',
          })}
        </p>
      )}
      <ul className={styles.list}>
        {items.map((prompt) => (
          <li key={prompt.id} className={styles.item}>
            <article aria-labelledby={`my-prompt-${prompt.id}`}>
              <h3 id={`my-prompt-${prompt.id}`} className={styles.title}>
                {prompt.title}
              </h3>
              {prompt.remark && <p className={styles.remark}>{prompt.remark}</p>}
              {prompt.hidden && <HiddenNotice hidden={prompt.hidden} kind="prompt" className={styles.hidden} />}
              <p className={styles.text}>{prompt.description}</p>
              <div className={styles.actions}>
                <label className={styles.share}>
                  <Switch size="small" checked={prompt.shared} onChange={(checked) => toggleShared(prompt, checked)} />
                  <span>
                    {translate({
                      id: 'account.myPrompts.shared',
                      message: 'Shared',
                      description: 'Label of the share switch in my prompts list',
                    })}
                  </span>
                </label>
                <CopyButton getText={() => prompt.description} />
                <Button
                  size="small"
                  onClick={() => setEditing({ prompt })}
                  aria-label={translate(
                    {
                      id: 'account.action.editNamed',
                      message: 'Edit “{title}”',
                      description: 'Accessible name of the edit button',
                    },
                    { title: prompt.title },
                  )}
                >
                  {translate({ id: 'account.action.edit', message: 'Edit', description: 'Edit button' })}
                </Button>
                <Button
                  size="small"
                  danger
                  onClick={() => confirmDelete(prompt)}
                  aria-label={translate(
                    {
                      id: 'account.action.deleteNamed',
                      message: 'Delete “{title}”',
                      description: 'Accessible name of the delete button',
                    },
                    { title: prompt.title },
                  )}
                >
                  {translate({ id: 'account.action.delete', message: 'Delete', description: 'Delete button' })}
                </Button>
              </div>
            </article>
          </li>
        ))}
      </ul>
      <AntdListFooter {...nextPageOf(prompts)} className={styles.more} errorClassName={styles.empty} />
      <PromptEditor
        key={editing?.prompt?.id ?? 'new'}
        open={editing !== null}
        prompt={editing?.prompt}
        onClose={() => setEditing(null)}
      />
    </section>
  );
}
