// Test stand-in for @theme/Layout: just the page content.
import type { ReactNode } from 'react';

export default function Layout({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
