import { Modal } from '@mantine/core';
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifySuccess } from '../components/ui/notify';
import { resources } from '@rahti/i18n/all';
import { createI18n } from '../lib/i18n';
import { UiProviders } from './ui-providers';

describe('notifications', () => {
  it('give their close button a name in the user language', async () => {
    const i18n = createI18n('fi', resources);
    render(<UiProviders i18n={i18n}>{null}</UiProviders>);
    act(() => notifySuccess('Tallennettu'));
    expect(await screen.findByText('Tallennettu')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sulje' })).toBeTruthy();
  });
});

describe('dialogs', () => {
  it('give their close button a name in the user language', async () => {
    const i18n = createI18n('sv', resources);
    render(
      <UiProviders i18n={i18n}>
        <Modal opened onClose={() => undefined} title="Ta bort fordon">
          …
        </Modal>
      </UiProviders>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort fordon' });
    expect(within(dialog).getByRole('button', { name: 'Stäng' })).toBeTruthy();
  });
});
