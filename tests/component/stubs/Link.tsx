// Test stand-in for @docusaurus/Link: a plain anchor with the path as written.
import type { AnchorHTMLAttributes } from 'react';

export default function Link({ to, href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string }) {
  return <a href={to ?? href} {...props} />;
}
