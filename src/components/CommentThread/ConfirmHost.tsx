import { useEffect } from 'react';
import { Modal } from 'antd';
import type { HookAPI } from 'antd/es/modal/useModal';

/** Renders antd's confirmation dialogs inside the area (its theme, direction and language) and hands over their API. */
export default function ConfirmHost({ onReady }: { onReady: (api: HookAPI | null) => void }) {
  const [api, holder] = Modal.useModal();
  useEffect(() => {
    onReady(api);
    return () => onReady(null);
  }, [api, onReady]);
  return holder;
}
