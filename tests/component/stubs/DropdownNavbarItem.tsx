// Test stand-in for @theme/NavbarItem/DropdownNavbarItem: the label, then each item's label as a link.
import type { ReactNode } from 'react';

interface Item {
  to?: string;
  label?: ReactNode;
  type?: string;
}

export default function DropdownNavbarItem({ label, items }: { label: ReactNode; items: Item[] }) {
  return (
    <nav>
      <span>{label}</span>
      <ul>
        {items.map((item, index) => (
          <li key={index}>{item.to ? <a href={item.to}>{item.label}</a> : item.type}</li>
        ))}
      </ul>
    </nav>
  );
}
