import { useEffect } from 'react';
import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

/** Renders antd's messages inside the area (its theme, direction and language) and hands over its API. */
export default function MessageHost({ onReady }: { onReady: (api: MessageInstance | null) => void }) {
  const [api, holder] = message.useMessage();
  useEffect(() => {
    onReady(api);
    return () => onReady(null);
  }, [api, onReady]);
  return holder;
}
