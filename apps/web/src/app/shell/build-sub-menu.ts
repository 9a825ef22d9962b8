import { generatePath, matchPath, type Params } from 'react-router';
import type { AppRoute } from '../route-types';

export interface SubMenuItemNode {
  path: string;
  labelKey: string;
}

export type OpenPage = { route: AppRoute; params: Params } | undefined;

/**
 * The page open at `pathname` and its path parameters, if it is in the route table. Found once
 * for the whole menu: each match compiles the route's pattern, and a menu of a hundred routes
 * asked it for every item.
 */
export function currentPage(routes: readonly AppRoute[], pathname: string): OpenPage {
  for (const route of routes) {
    const match = matchPath(route.path, pathname);
    if (match) return { route, params: match.params };
  }
  return undefined;
}

/** A sub-item's link: its parameters taken from the open page's, optional ones left out when unknown. */
function linkFor(path: string, params: Params): string | undefined {
  try {
    return generatePath(path, params as Record<string, string>);
  } catch {
    return undefined; // a required parameter the open page does not have: no link
  }
}

/**
 * Sub-items under the top-level item at `parentPath`, shown only while a page of its section
 * is open (the section's own sub-pages included). `isShown` applies feature and role checks.
 */
export function buildSubMenu(
  routes: readonly AppRoute[],
  parentPath: string,
  open: OpenPage,
  isShown: (route: AppRoute) => boolean,
): SubMenuItemNode[] {
  const sectionOfOpen = open?.route.section ?? open?.route.subMenu?.parentPath;
  if (!open || sectionOfOpen !== parentPath) return [];
  return routes
    .filter((route) => route.subMenu?.parentPath === parentPath && isShown(route))
    .sort((a, b) => (a.subMenu?.order ?? 0) - (b.subMenu?.order ?? 0))
    .flatMap((route) => {
      const path = linkFor(route.path, open.params);
      return path && route.subMenu ? [{ path, labelKey: route.subMenu.labelKey }] : [];
    });
}
