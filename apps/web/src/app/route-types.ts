import type { ComponentType } from 'react';
import type { AccessLevel, FeatureKey } from '@rahti/domain';
import type { IconName } from '../components/ui/icons';

/** Who may open a route: a level of the domain's role table (spec section 6), shared with the server. */
export type Access = AccessLevel;

/** Side-menu groups of spec section 2, "Shell". */
export type MenuGroupKey = 'tasks' | 'tasks2' | 'shifts' | 'fleet' | 'reports';

export interface MenuEntry {
  labelKey: string;
  icon: IconName;
  /** Position in the menu, or inside its group. */
  order: number;
  group?: MenuGroupKey;
  /** Shown with a "beta" badge: the page works but may still change (spec section 2). */
  beta?: boolean;
}

/** A link under a top-level menu item, shown only while a page of that item's section is open. */
export interface SubMenuEntry {
  /** Path of the top-level menu item it sits under, e.g. '/calculations'. */
  parentPath: string;
  labelKey: string;
  order: number;
}

/**
 * One row of the route table. The table drives the router, the guards and the side menu,
 * so a new page is one entry.
 */
export interface AppRoute {
  path: string;
  Component: ComponentType;
  access: Access;
  /** Catalogue key of the page title shown in the browser tab. */
  titleKey: string;
  /** The subscription flag the page belongs to: hidden from the menu when off, and opened by URL it sends to the flag's access-denied page. */
  feature?: FeatureKey;
  menu?: MenuEntry;
  /**
   * Path of the top-level menu item this page belongs to. While it is open, that item's
   * sub-items show, their path parameters filled from this page's (spec section 2, "Shell").
   */
  section?: string;
  subMenu?: SubMenuEntry;
}
