import { hasAccess, type Caller, type Features } from '@rahti/domain';
import type { IconName } from '../../components/ui/icons';
import type { AppRoute, MenuGroupKey } from '../route-types';
import { buildSubMenu, currentPage, type SubMenuItemNode } from './build-sub-menu';
import { MENU_GROUPS } from './menu-groups';

export interface MenuItemNode {
  kind: 'item';
  path: string;
  labelKey: string;
  icon: IconName;
  /** The page is in beta (spec section 2); the menu says so next to its name. */
  beta?: true;
  /** Links shown under the item while one of its section's pages is open. */
  children?: SubMenuItemNode[];
}

export interface MenuGroupNode {
  kind: 'group';
  key: MenuGroupKey;
  labelKey: string;
  icon: IconName;
  children: MenuItemNode[];
}

export type MenuNode = MenuItemNode | MenuGroupNode;

/**
 * The side menu from the route table: only routes that exist and have menu info, only those
 * whose feature is on (while features load, only ungated items) and whose access the caller has, grouped as in spec section 2. `pathname` (the open page) decides which sub-items show.
 */
export function buildMenu(
  routes: readonly AppRoute[],
  features: Features | undefined,
  caller: Caller,
  pathname = '',
): MenuNode[] {
  const isEnabled = (route: AppRoute) => !route.feature || features?.[route.feature] === true;
  const isShown = (route: AppRoute) => isEnabled(route) && hasAccess(route.access, caller);
  const open = currentPage(routes, pathname);
  const toItem = (route: AppRoute): MenuItemNode => {
    const children = buildSubMenu(routes, route.path, open, isShown);
    return {
      kind: 'item',
      path: route.path,
      labelKey: route.menu?.labelKey ?? route.titleKey,
      icon: route.menu?.icon ?? 'dashboard',
      ...(route.menu?.beta ? { beta: true as const } : {}),
      ...(children.length > 0 ? { children } : {}),
    };
  };

  const top: { order: number; node: MenuNode }[] = [];
  const grouped = new Map<MenuGroupKey, AppRoute[]>();
  for (const route of routes) {
    if (!route.menu || !isEnabled(route) || !hasAccess(route.access, caller)) continue;
    const groupKey = route.menu.group;
    if (!groupKey) {
      top.push({ order: route.menu.order, node: toItem(route) });
      continue;
    }
    const group = MENU_GROUPS[groupKey];
    if (group.isShown && !(features && group.isShown(features))) {
      if (route.path === group.fallbackPath) top.push({ order: group.order, node: toItem(route) });
      continue;
    }
    grouped.set(groupKey, [...(grouped.get(groupKey) ?? []), route]);
  }

  for (const [key, members] of grouped) {
    const group = MENU_GROUPS[key];
    const children = [...members].sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0)).map(toItem);
    top.push({
      order: group.order,
      node: { kind: 'group', key, labelKey: group.labelKey, icon: group.icon, children },
    });
  }
  return top.sort((a, b) => a.order - b.order).map(({ node }) => node);
}
