import type { Menu as MantineMenu, MenuProps } from '@mantine/core';
import { cloneElement, useEffect, useRef, useState, type ReactElement, type ReactNode, type Ref } from 'react';

type MenuComponent = typeof MantineMenu;

let loadedMenu: MenuComponent | undefined;
const loadMenu = (): Promise<MenuComponent> =>
  loadedMenu ? Promise.resolve(loadedMenu) : import('./menu-parts').then((parts) => (loadedMenu = parts.Menu));

/**
 * Fetches the menu's code now; menus rendered afterwards are whole from the start. The web
 * tests call it once, as a user's hover would, so a click never lands on the stand-in button
 * while the full menu replaces it (a browser sends such a click to what is under the pointer;
 * the testing library to the removed button).
 */
export const preloadMenu = (): Promise<unknown> => loadMenu();

interface DeferredMenuProps extends Omit<MenuProps, 'children' | 'defaultOpened' | 'opened'> {
  /** The button that opens the menu; it renders at once, before the menu's code is here. */
  target: ReactElement<{ ref?: Ref<HTMLElement> }>;
  /** The menu's items, given the loaded Menu (use `Menu.Item`, `Menu.Divider`). */
  children: (menu: MenuComponent) => ReactNode;
}

/**
 * A menu in the top bar whose code (the menu, its positioning and keyboard handling) loads
 * when the user reaches for its button — pointer over it, touch or keyboard focus — rather
 * than with the first page. A click before the code is here opens the menu when it arrives,
 * and a focused button keeps the focus when the full menu takes its place.
 */
export function DeferredMenu({ target, children, ...menuProps }: DeferredMenuProps) {
  const [menu, setMenu] = useState<MenuComponent | undefined>(() => loadedMenu);
  const [opensOnLoad, setOpensOnLoad] = useState(false);
  const targetRef = useRef<HTMLElement>(null);
  const refocus = useRef(false);

  useEffect(() => {
    if (menu && refocus.current) {
      refocus.current = false;
      targetRef.current?.focus();
    }
  }, [menu]);

  if (!menu) {
    const load = () =>
      void loadMenu().then((loaded) => {
        refocus.current = document.activeElement !== null && document.activeElement === targetRef.current;
        setMenu(() => loaded);
      });
    return cloneElement(target, {
      ref: targetRef,
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onPointerEnter: load,
      onTouchStart: load,
      onFocus: load,
      // Pressed before the code is here: the full menu opens as it arrives, even when it
      // arrives between the press and the click.
      onPointerDown: () => setOpensOnLoad(true),
      onClick: () => {
        setOpensOnLoad(true);
        load();
      },
    } as Record<string, unknown>);
  }

  const Menu = menu;
  return (
    <Menu {...menuProps} defaultOpened={opensOnLoad}>
      <Menu.Target>{cloneElement(target, { ref: targetRef })}</Menu.Target>
      <Menu.Dropdown>{children(Menu)}</Menu.Dropdown>
    </Menu>
  );
}
