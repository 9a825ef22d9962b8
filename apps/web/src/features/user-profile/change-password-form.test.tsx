import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';

// Labels of required fields end in an asterisk, hence the anchored patterns.
const passwordField = (name: string) => screen.findByLabelText(new RegExp(`^${name}`), { selector: 'input' });

describe('changing the password on the user profile', () => {
  it('says "Passwords do not match" while the confirmation differs', async () => {
    const { user } = renderApp('/userprofile');
    await user.type(await passwordField('Current password'), 'Old-pass1');
    await user.type(await passwordField('New password'), 'New-pass1');
    await user.type(await passwordField('Confirm new password'), 'New-pass2');
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
  });

  it('shows the first unmet password rule as the user types', async () => {
    const { user } = renderApp('/userprofile');
    await user.type(await passwordField('New password'), 'abc');
    expect(await screen.findByText('Please enter at least 6 characters')).toBeTruthy();
  });

  it('shows every missing field when submitted empty', async () => {
    const { user } = renderApp('/userprofile');
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(screen.getAllByText('Password is required')).toHaveLength(2);
    expect(screen.getByText('Confirm password is required')).toBeTruthy();
  });

  it("puts the server's field message on the matching field", async () => {
    const { user } = renderApp('/userprofile', {
      handlers: {
        'PUT /api/account/password': jsonResponse(
          {
            statusCode: 400,
            code: 'wrongPassword',
            message: 'The current password is wrong',
            fields: [{ path: 'currentPassword', message: 'The current password is wrong' }],
          },
          400,
        ),
      },
    });
    await user.type(await passwordField('Current password'), 'Wrong-pass1');
    await user.type(await passwordField('New password'), 'New-pass1');
    await user.type(await passwordField('Confirm new password'), 'New-pass1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is wrong')).toBeTruthy();
  });
});
