import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import type { ModalFuncProps } from 'antd';
import type { HookAPI } from 'antd/es/modal/useModal';
import { mayHaveSession } from '@site/src/api/runtime/sessionStore';

const loadConfirmHost = () => import('./ConfirmHost');
const ConfirmHost = lazy(loadConfirmHost);

// Only members delete comments: someone who may be signed in gets the dialog's code at once.
if (typeof window !== 'undefined' && mayHaveSession()) void loadConfirmHost();

/**
 * `Modal.useModal()` with antd's Modal (some 15 KB gzip) loaded on first use: visitors, who
 * never delete a comment, never load it. Returns `confirm` and the holder to render inside
 * the antd area; a confirmation asked for before the dialog's code is there waits for it.
 */
export function useLazyConfirm(): [confirm: (config: ModalFuncProps) => void, holder: ReactNode] {
  const api = useRef<HookAPI | null>(null);
  const waiting = useRef<ModalFuncProps[]>([]);
  const [wanted, setWanted] = useState(false);

  const onReady = useCallback((ready: HookAPI | null) => {
    api.current = ready;
    if (!ready) return;
    const queued = waiting.current;
    waiting.current = [];
    for (const config of queued) void ready.confirm(config);
  }, []);

  const confirm = useCallback((config: ModalFuncProps) => {
    if (api.current) {
      void api.current.confirm(config);
      return;
    }
    waiting.current.push(config);
    setWanted(true);
  }, []);

  const holder = wanted ? (
    <Suspense fallback={null}>
      <ConfirmHost onReady={onReady} />
    </Suspense>
  ) : null;
  return [confirm, holder];
}
