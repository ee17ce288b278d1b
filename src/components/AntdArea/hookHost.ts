/**
 * antd's message and modal APIs render through a holder element: the host puts
 * that holder where it stands (inside the area's theme, direction and
 * language) and hands the API over, or null once it goes. The toast host and
 * the comments' confirmation host are both made here, each loaded on demand.
 */
import { useEffect, type ReactElement } from 'react';

export function hookHost<Api>(useApi: () => readonly [Api, ReactElement]) {
  return function Host({ onReady }: { onReady: (api: Api | null) => void }) {
    const [api, holder] = useApi();
    useEffect(() => {
      onReady(api);
      return () => onReady(null);
    }, [api, onReady]);
    return holder;
  };
}
