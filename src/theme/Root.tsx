import { useCallback, useState, type ReactNode } from 'react';
import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { RequestQueryClientContext } from '@site/src/api/runtime/clientOnDemand';
import { memoizeAsync } from '@site/src/utils/memoizeAsync';

const loadQueryClient = memoizeAsync(() =>
  import('@site/src/api/runtime/queryClient').then(({ getBrowserQueryClient }) => getBrowserQueryClient()),
);

/**
 * Site-wide providers: one react-query client per browser tab (never on the
 * server, so server renders share nothing). Its code loads the first time a
 * live part asks for it (useQueryClientOnDemand), so pages without one never
 * load react-query; those parts render on the client only and wait for it.
 */
export default function Root({ children }: { children: ReactNode }) {
  const [client, setClient] = useState<QueryClient>();
  const request = useCallback(() => void loadQueryClient().then(setClient), []);
  return (
    <RequestQueryClientContext.Provider value={request}>
      <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>
    </RequestQueryClientContext.Provider>
  );
}
