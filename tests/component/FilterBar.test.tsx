import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FilterBar from '@site/src/components/FilterBar';
import { tagLabels } from '@site/src/prompts/tagLabels';
import { DEFAULT_VIEW, type LibraryView } from '@site/src/prompts/query';
import { countByTag } from '@site/src/prompts/library';

const counts = countByTag([
  { tags: ['code'] },
  { tags: ['code', 'write'] },
]);

function Harness({ onView }: { onView: (view: LibraryView) => void }) {
  const [view, setView] = useState<LibraryView>(DEFAULT_VIEW);
  return (
    <FilterBar
      view={view}
      counts={counts}
      labels={tagLabels()}
      onChange={(change) => {
        const next = { ...view, ...change };
        setView(next);
        onView(next);
      }}
    />
  );
}

describe('FilterBar', () => {
  it('reports the typed query', async () => {
    const user = userEvent.setup();
    const onView = vi.fn();
    render(<Harness onView={onView} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search prompts' }), '审查 (a+b)');
    expect(onView).toHaveBeenLastCalledWith(expect.objectContaining({ query: '审查 (a+b)' }));
  });

  it('shows the count per tag and toggles several tags', async () => {
    const user = userEvent.setup();
    const onView = vi.fn();
    render(<Harness onView={onView} />);
    const code = screen.getByRole('button', { name: /^Code\s+2$/ });
    const write = screen.getByRole('button', { name: /^Writing\s+1$/ });
    expect(screen.getByRole('button', { name: /^Music\s+0$/ })).toBeInTheDocument();
    await user.click(code);
    await user.click(write);
    expect(onView).toHaveBeenLastCalledWith(expect.objectContaining({ tags: ['code', 'write'] }));
    expect(code).toHaveAttribute('aria-pressed', 'true');
    await user.click(code);
    expect(onView).toHaveBeenLastCalledWith(expect.objectContaining({ tags: ['write'] }));
    await user.click(screen.getByRole('button', { name: 'Clear categories' }));
    expect(onView).toHaveBeenLastCalledWith(expect.objectContaining({ tags: [] }));
  });

  it('offers the three sort orders', async () => {
    const user = userEvent.setup();
    const onView = vi.fn();
    render(<Harness onView={onView} />);
    const select = screen.getByRole('combobox', { name: 'Sort' });
    expect(Array.from((select as HTMLSelectElement).options).map((o) => o.textContent)).toEqual(['Recommended', 'Newest', 'Most voted']);
    await user.selectOptions(select, 'votes');
    expect(onView).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'votes' }));
  });
});
