import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route } from 'react-router-dom';
import type { Location } from 'history';
import { createQueryClient } from '@site/src/api/runtime/queryClient';
import AntdArea from '@site/src/components/AntdArea';

/** Renders a live part as the site does: react-query, the antd area, a router at `route`. */
export function renderLive(ui: ReactNode, { route = '/' } = {}) {
  const client = createQueryClient();
  const where: { location?: Location } = {};
  const result = render(
    <MemoryRouter initialEntries={[route]}>
      <QueryClientProvider client={client}>
        <AntdArea minHeight={0}>{() => ui}</AntdArea>
      </QueryClientProvider>
      <Route
        path="*"
        render={({ location }) => {
          where.location = location;
          return null;
        }}
      />
    </MemoryRouter>,
  );
  return { ...result, client, where };
}

/**
 * userEvent for the antd areas. Its pointer-events check walks getComputedStyle up the tree on every
 * pointer action, which antd's injected styles make slow in jsdom; the browser specs click for real.
 */
export const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

/**
 * Enters a whole value at once (a click into the field, then a paste): character-by-character typing
 * into antd fields is slow in jsdom. Keep `user.type` for the one test per form that checks typing.
 */
export async function fill(field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
