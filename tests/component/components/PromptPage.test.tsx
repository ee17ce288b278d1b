import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PromptPage from '@site/src/components/PromptPage';
import type { PromptPageData } from '@site/src/prompts/types';
import { setPageLocale } from '../stubs/useDocusaurusContext';

const english = {
  title: 'Cover Letter Writer',
  remark: 'Career coach',
  text: 'Write a cover letter for the {{role}} position.\n\nKeep it under one page.',
};

function prompt(text: string | null, overrides: Partial<PromptPageData> = {}): PromptPageData {
  return {
    id: 7,
    tags: ['professional'],
    title: 'Verfasser von Anschreiben',
    remark: 'Karrierecoach',
    text,
    english,
    variables: ['role'],
    variableLabels: {},
    previous: { id: 6, title: 'Vorheriger' },
    next: { id: 8, title: 'Nächster' },
    ...overrides,
  };
}

const shownText = () => screen.getByTestId('prompt-text').textContent?.replace(/\s+/g, ' ').trim();

describe('PromptPage', () => {
  beforeEach(() => localStorage.clear());

  it('shows the page-language text, and English after the toggle, remembering the choice', async () => {
    setPageLocale('de');
    const user = userEvent.setup();
    const { unmount } = render(<PromptPage prompt={prompt('Schreibe ein Anschreiben für die Stelle {{role}}.')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Verfasser von Anschreiben' })).toBeInTheDocument();
    expect(shownText()).toBe('Schreibe ein Anschreiben für die Stelle {{role}}.');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();

    const toggle = screen.getByRole('group', { name: 'Language of the prompt text' });
    await user.click(within(toggle).getByRole('button', { name: 'English' }));
    expect(shownText()).toBe('Write a cover letter for the {{role}} position. Keep it under one page.');
    expect(screen.getByTestId('prompt-text')).toHaveAttribute('lang', 'en');

    unmount();
    render(<PromptPage prompt={prompt('Schreibe ein Anschreiben für die Stelle {{role}}.', { id: 8 })} />);
    expect(within(screen.getByRole('group')).getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(shownText()).toMatch(/^Write a cover letter/);
  });

  it('shows English with a notice where the page language has no text yet', () => {
    setPageLocale('de');
    render(<PromptPage prompt={prompt(null)} />);
    expect(screen.getByRole('note')).toHaveTextContent(
      'This prompt is not translated into this language yet, so it is shown in English.',
    );
    expect(shownText()).toBe('Write a cover letter for the {{role}} position. Keep it under one page.');
  });

  it("shows the page language's own note without a notice", () => {
    setPageLocale('de');
    render(<PromptPage prompt={prompt('Schreibe ein Anschreiben.', { notes: 'Nur zum Lernen.' })} />);
    const note = screen.getByText('Nur zum Lernen.', { exact: false });
    expect(note).not.toHaveAttribute('lang');
    expect(screen.queryByText(/shown in English/)).not.toBeInTheDocument();
  });

  it('shows the English note, marked as English and with a notice, where the page language has none', () => {
    setPageLocale('de');
    render(
      <PromptPage
        prompt={prompt('Schreibe ein Anschreiben.', { notes: 'Educational only, not advice.', notesInEnglish: true })}
      />,
    );
    expect(screen.getByText('Educational only, not advice.')).toHaveAttribute('lang', 'en');
    expect(
      screen.getByText('This note has not been translated into this language yet, so it is shown in English.'),
    ).toBeInTheDocument();
  });

  it('has no language toggle on English pages', () => {
    setPageLocale('en');
    render(<PromptPage prompt={prompt(english.text, { title: english.title, remark: english.remark })} />);
    expect(screen.queryByRole('group', { name: 'Language of the prompt text' })).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('fills the placeholders from the form and copies the filled text', async () => {
    setPageLocale('en');
    const user = userEvent.setup();
    render(<PromptPage prompt={prompt(english.text)} />);
    await user.type(screen.getByRole('textbox', { name: 'role' }), 'data analyst');
    expect(shownText()).toBe('Write a cover letter for the data analyst position. Keep it under one page.');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(screen.getByText('Prompt copied to the clipboard')).toHaveAttribute('role', 'status'));
    expect(await navigator.clipboard.readText()).toBe(
      'Write a cover letter for the data analyst position.\n\nKeep it under one page.',
    );
  });

  it('labels the fill-in fields in the page language where a label exists', () => {
    setPageLocale('de');
    render(
      <PromptPage prompt={prompt(null, { variables: ['role', 'company_name'], variableLabels: { role: 'Stelle' } })} />,
    );
    expect(screen.getByRole('textbox', { name: 'Stelle' })).toHaveAttribute('name', 'role');
    expect(screen.getByRole('textbox', { name: 'company name' })).toHaveAttribute('name', 'company_name');
  });

  it('links to the neighbouring prompts and back to the library', () => {
    setPageLocale('de');
    render(<PromptPage prompt={prompt(null, { previous: null })} />);
    expect(screen.getByRole('link', { name: '← All prompts' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: /Nächster/ })).toHaveAttribute('href', '/prompt/8');
    expect(screen.queryByRole('link', { name: /Vorheriger/ })).not.toBeInTheDocument();
  });
});
