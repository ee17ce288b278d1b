import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OpenInChat from '@site/src/components/OpenInChat';
import { CHAT_SERVICES } from '@site/src/config/chatServices';

const menuButton = () => screen.getByRole('button', { name: 'Open in chat' });
const item = (name: RegExp) => within(screen.getByRole('menu')).getByRole('menuitem', { name });

afterEach(() => vi.restoreAllMocks());

describe('OpenInChat', () => {
  it('is a menu button listing every configured assistant, as links to new tabs', async () => {
    const user = userEvent.setup();
    render(<OpenInChat getText={() => 'Plan a trip to Kyoto & Osaka'} />);
    expect(menuButton()).toHaveAttribute('aria-haspopup', 'menu');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items).toHaveLength(CHAT_SERVICES.length);
    for (const link of items) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(item(/^ChatGPT/)).toHaveAttribute(
      'href',
      'https://chatgpt.com/?q=Plan%20a%20trip%20to%20Kyoto%20%26%20Osaka',
    );
    expect(item(/^Claude/)).toHaveAttribute(
      'href',
      'https://claude.ai/new?q=Plan%20a%20trip%20to%20Kyoto%20%26%20Osaka',
    );
    expect(item(/^Gemini/)).toHaveAttribute('href', 'https://gemini.google.com/app');
    expect(item(/^Gemini/)).toHaveTextContent('copies the prompt');
    expect(item(/^ChatGPT/)).not.toHaveTextContent('copies the prompt');

    await user.click(menuButton());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('works with the keyboard: arrows move, Home and End jump, Escape closes back onto the button', async () => {
    const user = userEvent.setup();
    render(<OpenInChat getText={() => 'Hello'} />);
    await user.tab();
    expect(menuButton()).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item(/^ChatGPT/)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item(/^Claude/)).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(item(new RegExp(`^${CHAT_SERVICES.at(-1)!.name}`))).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item(/^ChatGPT/)).toHaveFocus();
    await user.keyboard('{End}');
    expect(item(new RegExp(`^${CHAT_SERVICES.at(-1)!.name}`))).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(menuButton()).toHaveFocus();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowUp}');
    expect(item(new RegExp(`^${CHAT_SERVICES.at(-1)!.name}`))).toHaveFocus();
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('copies the prompt and opens a service that cannot take it in its link, with a note', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<OpenInChat getText={() => 'Summarize {{text}} for me'} />);
    await user.click(menuButton());
    await user.click(item(/^Gemini/));
    expect(await navigator.clipboard.readText()).toBe('Summarize {{text}} for me');
    expect(open).toHaveBeenCalledWith('https://gemini.google.com/app', '_blank', 'noopener,noreferrer');
    expect(screen.getByRole('status')).toHaveTextContent('Prompt copied — paste it into the chat.');
    expect(within(screen.getByRole('status')).getByRole('link', { name: 'Open Gemini' })).toHaveAttribute(
      'href',
      'https://gemini.google.com/app',
    );
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('copies and opens instead of a link longer than a server takes', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const long = 'word '.repeat(2000);
    render(<OpenInChat getText={() => long} />);
    await user.click(menuButton());
    expect(item(/^ChatGPT/)).toHaveAttribute('href', 'https://chatgpt.com/');
    expect(item(/^ChatGPT/)).toHaveTextContent('copies the prompt');
    await user.click(item(/^ChatGPT/));
    expect(await navigator.clipboard.readText()).toBe(long);
    expect(open).toHaveBeenCalledWith('https://chatgpt.com/', '_blank', 'noopener,noreferrer');
  });

  it('says so when the clipboard refuses, and still offers the service', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'open').mockReturnValue(null);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    render(<OpenInChat getText={() => 'Hi'} />);
    await user.click(menuButton());
    await user.click(item(/^DeepSeek/));
    expect(await screen.findByText(/Could not copy/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open DeepSeek' })).toBeInTheDocument();
  });

  it('reads the text when the menu opens, so filled-in placeholders are sent', async () => {
    const user = userEvent.setup();
    let text = 'Write about {{topic}}';
    render(<OpenInChat getText={() => text} />);
    text = 'Write about tea';
    await user.click(menuButton());
    expect(item(/^Perplexity/)).toHaveAttribute('href', 'https://www.perplexity.ai/search?q=Write%20about%20tea');
  });
});
