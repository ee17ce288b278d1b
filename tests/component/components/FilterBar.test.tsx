import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FilterBar from '@site/src/components/FilterBar';
import { tagLabels } from '@site/src/i18n/tagLabels';
import { DEFAULT_VIEW, type LibraryView } from '@site/src/prompts/query';
import { countByTag } from '@site/src/prompts/library';

// jsdom has no layout: the test says whether the screen is narrow.
const screenSize = vi.hoisted(() => ({ narrow: false }));
vi.mock('@site/src/components/FilterBar/useNarrowScreen', () => ({ useNarrowScreen: () => screenSize.narrow }));

const counts = countByTag([{ tags: ['code'] }, { tags: ['code', 'write'] }]);

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
    expect(Array.from((select as HTMLSelectElement).options).map((o) => o.textContent)).toEqual([
      'Recommended',
      'Newest',
      'Most voted',
    ]);
    await user.selectOptions(select, 'votes');
    expect(onView).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'votes' }));
  });
});

describe('FilterBar on a narrow screen', () => {
  afterEach(() => {
    screenSize.narrow = false;
  });
  function narrowScreen() {
    screenSize.narrow = true;
  }
  const chipNames = () =>
    within(screen.getByRole('group', { name: 'Categories' }))
      .getAllByRole('button')
      .map((button) => button.textContent?.replace(/\s*\d+$/, ''));

  it('puts the selected categories first, then the clear button, and keeps the focus on a moved chip', async () => {
    narrowScreen();
    const user = userEvent.setup();
    render(<Harness onView={() => undefined} />);
    expect(chipNames().slice(0, 3)).toEqual(['Editors’ picks', 'Writing', 'Articles']);
    const music = screen.getByRole('button', { name: /^Music\s+0$/ });
    await user.click(music);
    await user.click(screen.getByRole('button', { name: /^Code\s+2$/ }));
    expect(chipNames().slice(0, 3)).toEqual(['Code', 'Music', 'Clear categories']);
    await user.click(music);
    expect(chipNames().slice(0, 2)).toEqual(['Code', 'Clear categories']);
    expect(music).toHaveAttribute('aria-pressed', 'false');
    expect(music).toHaveFocus();
  });

  it('keeps the library order on a wide screen', async () => {
    const user = userEvent.setup();
    render(<Harness onView={() => undefined} />);
    await user.click(screen.getByRole('button', { name: /^Music\s+0$/ }));
    const names = chipNames();
    expect(names.slice(0, 2)).toEqual(['Editors’ picks', 'Writing']);
    expect(names.at(-1)).toBe('Clear categories');
  });
});
