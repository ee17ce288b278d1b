import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ResetPasswordForm from '@site/src/components/account/ResetPasswordForm';
import { installMockApi } from '../../support/apiMock';
import { fill, renderLive } from '../../support/render';

installMockApi();

describe('reset password', () => {
  it('fills email and code from the mail link; a wrong code is marked on its field', async () => {
    renderLive(<ResetPasswordForm />, { route: '/reset-password?email=demo%40example.test&code=WRONG999' });
    expect(await screen.findByLabelText('Email')).toHaveValue('demo@example.test');
    expect(screen.getByLabelText('Reset code')).toHaveValue('WRONG999');
    await fill(screen.getByLabelText('New password'), 'fresh password');
    await fill(screen.getByLabelText('Confirm new password'), 'fresh password');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    // Shown under the field and said aloud (useFormFailure): two elements carry the text, so ask
    // for all of them, and for the field's own description.
    const wrongCode = 'The reset code is wrong or has expired. Ask for a new one.';
    expect(await screen.findAllByText(wrongCode)).not.toHaveLength(0);
    await waitFor(() => expect(screen.getByLabelText('Reset code')).toHaveAccessibleDescription(wrongCode));
    await waitFor(() => expect(screen.getByLabelText('Reset code')).toHaveFocus());
    expect(screen.getByLabelText('New password')).toHaveValue('fresh password');
  });

  it('asks for every field and leads to the sign-in tab after success', async () => {
    const { where } = renderLive(<ResetPasswordForm />, { route: '/reset-password' });
    await userEvent.click(await screen.findByRole('button', { name: 'Set new password' }));
    expect(await screen.findAllByText('Please enter your email.')).not.toHaveLength(0);
    expect(screen.getByText('Please enter the reset code from the email.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a new password.')).toBeInTheDocument();
    expect(screen.getByText('Please confirm the new password.')).toBeInTheDocument();
    await fill(screen.getByLabelText('Email'), 'demo@example.test');
    await fill(screen.getByLabelText('Reset code'), 'abcd2345');
    await fill(screen.getByLabelText('New password'), 'fresh password');
    await fill(screen.getByLabelText('Confirm new password'), 'fresh password');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() =>
      expect(`${where.location?.pathname}${where.location?.search}`).toBe('/user/auth?tab=login&reset=done'),
    );
  });
});
