// Test stand-in for @docusaurus/BrowserOnly: renders its children at once.
import type { ReactNode } from 'react';

export default function BrowserOnly({ children }: { children: () => ReactNode; fallback?: ReactNode }) {
  return <>{children()}</>;
}
