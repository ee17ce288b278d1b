import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { CHAT_SERVICES, type ChatService } from '@site/src/config/chatServices';
import { copyText } from '@site/src/browser/clipboard';
import { chatLaunch, type ChatLaunch } from './chatLaunch';
import styles from './styles.module.css';

interface Props {
  /** The prompt as it should arrive in the chat (placeholders filled); may be a promise while it loads. */
  getText: () => string | Promise<string>;
  /** Called on hover or focus, to start loading what getText will need. */
  onPrepare?: () => void;
  className?: string;
}

interface Choice {
  service: ChatService;
  launch: ChatLaunch;
}

/** `service` is null when the prompt could not be loaded to open the menu. */
type Note = { kind: 'copied' | 'failed'; service: ChatService | null } | null;

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * "Open in chat": a menu of chat assistants (src/config/chatServices.ts). A
 * service that takes the prompt in its address opens with it filled in; for
 * the others (and for prompts too long for an address) the prompt is copied
 * and the service opened, with a note to paste it. Plain React on purpose:
 * it sits on reading pages, which load neither antd nor react-query.
 */
export default function OpenInChat({ getText, onPrepare, className }: Props) {
  const [choices, setChoices] = useState<Choice[] | null>(null);
  const [note, setNote] = useState<Note>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<Array<HTMLAnchorElement | null>>([]);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const open = choices !== null;

  const show = (focus: 'first' | 'last' | null) => {
    const list = (text: string) => {
      focusOnOpen.current = focus;
      setChoices(CHAT_SERVICES.map((service) => ({ service, launch: chatLaunch(service, text) })));
    };
    const text = getText();
    if (typeof text === 'string') list(text);
    else text.then(list, () => setNote({ kind: 'failed', service: null }));
  };
  const close = (returnFocus: boolean) => {
    setChoices(null);
    if (returnFocus) button.current?.focus();
  };

  // The note stays (it holds a link) until the person clicks elsewhere or presses Escape.
  useEffect(() => {
    if (!note) return undefined;
    const outside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setNote(null);
    };
    const escape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setNote(null);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [note]);

  useEffect(() => {
    if (!open) return undefined;
    const where = focusOnOpen.current;
    if (where) items.current[where === 'first' ? 0 : CHAT_SERVICES.length - 1]?.focus();
    focusOnOpen.current = null;
    const outside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setChoices(null);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const count = CHAT_SERVICES.length;
    const current = items.current.findIndex((item) => item === document.activeElement);
    const focus = (index: number) => items.current[(index + count) % count]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focus(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focus(current < 0 ? count - 1 : current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focus(0);
        break;
      case 'End':
        event.preventDefault();
        focus(count - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      default:
    }
  };

  const choose = async (event: MouseEvent, { service, launch }: Choice) => {
    if (launch.mode === 'prefill') {
      setNote(null);
      close(false);
      return;
    }
    // Copy first and open after: the new tab would take the focus the clipboard needs.
    event.preventDefault();
    close(true);
    let copied = true;
    try {
      await copyText(getText());
    } catch {
      copied = false;
    }
    setNote({ kind: copied ? 'copied' : 'failed', service });
    window.open(launch.url, '_blank', 'noopener,noreferrer');
  };

  return (
    <div ref={wrapper} className={clsx(styles.wrapper, className)}>
      <button
        ref={button}
        id={buttonId}
        type="button"
        className="button button--sm button--secondary"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : show(null))}
        onKeyDown={onButtonKey}
        onMouseEnter={onPrepare}
        onFocus={onPrepare}
      >
        {translate({
          id: 'openInChat.button',
          message: 'Open in chat',
          description: 'Button that opens the menu of chat assistants to send a prompt to',
        })}
        <span className={styles.caret} aria-hidden="true">
          ▾
        </span>
      </button>
      {choices && (
        <ul id={menuId} role="menu" aria-labelledby={buttonId} className={styles.menu} onKeyDown={onMenuKey}>
          {choices.map((choice, index) => (
            <li key={choice.service.id} role="none">
              <a
                ref={(element) => {
                  items.current[index] = element;
                }}
                role="menuitem"
                tabIndex={-1}
                href={choice.launch.url}
                {...NEW_TAB}
                className={styles.item}
                onClick={(event) => void choose(event, choice)}
              >
                <span>{choice.service.name}</span>
                {choice.launch.mode === 'copy' && (
                  <span className={styles.hint}>
                    {translate({
                      id: 'openInChat.copyHint',
                      message: 'copies the prompt',
                      description:
                        'Shown beside a chat assistant that cannot receive the prompt in its link: choosing it copies the prompt first',
                    })}
                  </span>
                )}
              </a>
            </li>
          ))}
        </ul>
      )}
      <span role="status" aria-live="polite" className={clsx(styles.note, !note && styles.hidden)}>
        {note?.kind === 'copied' &&
          translate({
            id: 'openInChat.copied',
            message: 'Prompt copied — paste it into the chat.',
            description:
              'After choosing a chat assistant that cannot receive the prompt in its link: the prompt was copied',
          })}
        {note?.kind === 'failed' &&
          translate({
            id: 'copy.failure',
            message: 'Could not copy: select the text and copy it by hand',
            description: 'Message when the clipboard refused the copy',
          })}
        {note?.service && (
          <>
            {' '}
            <a href={note.service.start} {...NEW_TAB}>
              {translate(
                {
                  id: 'openInChat.openService',
                  message: 'Open {service}',
                  description:
                    'Link that opens a chat assistant (named by {service}) in a new tab, in case it did not open',
                },
                { service: note.service.name },
              )}
            </a>
          </>
        )}
      </span>
    </div>
  );
}
