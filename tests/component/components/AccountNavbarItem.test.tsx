import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import AccountNavbarItem from '@site/src/components/AccountNavbarItem';
import { installMockApi } from '../support/apiMock';
import { resetAdmin, signInAs } from '../support/mockAdmin';

installMockApi();

function renderMenu() {
  render(
    <MemoryRouter initialEntries={['/en/']}>
      <AccountNavbarItem />
    </MemoryRouter>,
  );
}

describe('the account menu', () => {
  it.each(['moderator', 'admin'])('links a %s to the moderation console', async (username) => {
    resetAdmin();
    signInAs(username);
    renderMenu();
    expect(await screen.findByRole('link', { name: 'Moderation console' })).toHaveAttribute('href', '/admin');
  });

  it('has no such link for members', async () => {
    resetAdmin();
    signInAs('demo');
    renderMenu();
    expect(await screen.findByRole('link', { name: 'My account' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Moderation console' })).not.toBeInTheDocument();
  });
});
