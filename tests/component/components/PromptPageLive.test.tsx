import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import PromptPage from '@site/src/components/PromptPage';
import { createQueryClient } from '@site/src/api/runtime/queryClient';
import type { PromptPageData } from '@site/src/prompts/types';
import { server, installMockApi } from '../support/apiMock';
import { resetWidgets, widgetHandlers, widgets } from '../support/mockWidgets';
import { setPageLocale } from '../stubs/useDocusaurusContext';

installMockApi();
beforeEach(() => {
  resetWidgets();
  server.use(...widgetHandlers);
  setPageLocale('en');
});

const text = 'Write a cover letter for the {{role}} position.';
const prompt: PromptPageData = {
  id: 42,
  tags: ['professional'],
  title: 'Cover Letter Writer',
  remark: 'Career coach',
  text,
  english: { title: 'Cover Letter Writer', remark: 'Career coach', text },
  variables: ['role'],
  variableLabels: {},
  previous: null,
  next: null,
} as PromptPageData;

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/en/prompt/42']}>
      <QueryClientProvider client={createQueryClient()}>
        <PromptPage prompt={prompt} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('prompt page toolbar', () => {
  it('opens the filled-in prompt in a chat', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByRole('textbox', { name: 'role' }), 'data analyst');
    await user.click(screen.getByRole('button', { name: 'Open in chat' }));
    expect(screen.getByRole('menuitem', { name: /^Claude/ })).toHaveAttribute(
      'href',
      `https://claude.ai/new?q=${encodeURIComponent('Write a cover letter for the data analyst position.')}`,
    );
    // The live part comes anyway: let its request end within the test.
    expect(await within(await screen.findByRole('group', { name: 'Votes' })).findByText('0')).toBeInTheDocument();
  });

  it('adds the votes and the favorite star of the curated prompt once the page is interactive', async () => {
    widgets.votes.set('curated/42', { ups: 6, downs: 1, myVote: 0 });
    renderPage();
    expect(screen.queryByRole('group', { name: 'Votes' })).not.toBeInTheDocument();
    const votes = await screen.findByRole('group', { name: 'Votes' });
    expect(await within(votes).findByText('5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Favorite' })).toHaveAttribute('aria-pressed', 'false');
    expect(widgets.requests).toEqual(['GET /api/votes/curated/42']);
  });
});
