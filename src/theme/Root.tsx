import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@site/src/api/hooks/queryClient';
import { useSessionSync } from '@site/src/api/hooks/session';

function SessionSync() {
  useSessionSync();
  return null;
}

/** Site-wide providers: one react-query client per browser tab (and per server render). */
export default function Root({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <SessionSync />
      {children}
    </QueryClientProvider>
  );
}
