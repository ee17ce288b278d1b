// Test stand-in for @theme/NavbarItem/DefaultNavbarItem: a plain link.
import type { ReactNode } from 'react';

export default function DefaultNavbarItem({ label, to }: { label: ReactNode; to: string }) {
  return <a href={to}>{label}</a>;
}
