// Test stand-in for @docusaurus/Translate: the English message with {placeholders} filled.
import { Fragment, type ReactNode } from 'react';

type Values = Record<string, ReactNode>;

function interpolate(message: string, values: Values = {}): ReactNode[] {
  return message.split(/(\{\w+\})/g).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return <Fragment key={index}>{name && name in values ? values[name] : part}</Fragment>;
  });
}

export function translate(
  { message }: { id?: string; message: string; description?: string },
  values?: Record<string, string | number>,
) {
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    values && name in values ? String(values[name]) : placeholder,
  );
}

export default function Translate({
  children,
  values,
}: {
  id?: string;
  description?: string;
  children: string;
  values?: Values;
}) {
  return <>{interpolate(children, values)}</>;
}
