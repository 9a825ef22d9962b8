import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeferredMenu as DeferredMenuType } from './deferred-menu';

// Fresh modules for each test: the test setup has already loaded the menu's code in the shared
// ones. Mantine too, so the provider and the menu are of one copy.
let DeferredMenu: typeof DeferredMenuType;
let Button: typeof import('@mantine/core').Button;
let MantineProvider: typeof import('@mantine/core').MantineProvider;
beforeEach(async () => {
  vi.resetModules();
  ({ DeferredMenu } = await import('./deferred-menu'));
  ({ Button, MantineProvider } = await import('@mantine/core'));
});

function renderMenu(onPick = vi.fn()) {
  render(
    <MantineProvider env="test">
      <DeferredMenu target={<Button>Fruit</Button>}>
        {(Menu) => (
          <>
            <Menu.Item onClick={() => onPick('apple')}>Apple</Menu.Item>
            <Menu.Item onClick={() => onPick('pear')}>Pear</Menu.Item>
          </>
        )}
      </DeferredMenu>
    </MantineProvider>,
  );
  return onPick;
}

describe('a deferred menu', () => {
  it(
    'opens on the first click, before its code had arrived, and its items work',
    { timeout: 20_000 /* the first import of the menu's code, on a busy machine */ },
    async () => {
      const user = userEvent.setup();
      const onPick = renderMenu();
      const button = screen.getByRole('button', { name: 'Fruit' });
      expect(button.getAttribute('aria-haspopup')).toBe('menu');
      // One click event and nothing before it (no hover that would fetch the code early).
      fireEvent.click(button);
      await user.click(await screen.findByRole('menuitem', { name: 'Pear' }, { timeout: 15_000 }));
      expect(onPick).toHaveBeenCalledWith('pear');
    },
  );

  it('keeps the keyboard focus on its button while the full menu takes its place, and opens with Enter', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.tab();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Fruit' }).getAttribute('aria-expanded')).not.toBeNull(),
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fruit' })));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Apple' })).toBeTruthy();
  });
});
