// Test stand-in for @theme/PaginatorNavLink.
export default function PaginatorNavLink({
  permalink,
  title,
  subLabel,
}: {
  permalink: string;
  title: string;
  subLabel?: string;
}) {
  return (
    <a href={permalink}>
      {subLabel} {title}
    </a>
  );
}
