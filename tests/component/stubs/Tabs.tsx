// Test stand-in for @theme/Tabs (with @theme/TabItem): tab buttons, the selected one from ?<queryString>=.
import { Children, isValidElement, useState, type ReactElement, type ReactNode } from 'react';
import { useHistory, useLocation } from 'react-router-dom';

interface ItemProps {
  value: string;
  label?: string;
  children?: ReactNode;
}

export function TabItem({ children }: ItemProps) {
  return <div role="tabpanel">{children}</div>;
}

export default function Tabs({
  children,
  queryString,
  defaultValue,
}: {
  children: ReactNode;
  queryString?: string;
  defaultValue?: string;
}) {
  const items = Children.toArray(children).filter(isValidElement) as ReactElement<ItemProps>[];
  const location = useLocation();
  const history = useHistory();
  const fromUrl = queryString ? new URLSearchParams(location.search).get(queryString) : null;
  const [selected, setSelected] = useState(fromUrl ?? defaultValue ?? items[0]?.props.value);
  return (
    <div>
      <div role="tablist">
        {items.map((item) => (
          <button
            key={item.props.value}
            role="tab"
            type="button"
            aria-selected={item.props.value === selected}
            onClick={() => {
              setSelected(item.props.value);
              if (queryString) history.replace({ search: `?${queryString}=${item.props.value}` });
            }}
          >
            {item.props.label}
          </button>
        ))}
      </div>
      {items.find((item) => item.props.value === selected)}
    </div>
  );
}
