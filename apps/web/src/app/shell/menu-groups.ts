import type { Features } from '@rahti/domain';
import type { IconName } from '../../components/ui/icons';
import type { MenuGroupKey } from '../route-types';

export interface MenuGroup {
  labelKey: string;
  icon: IconName;
  order: number;
  /** When this says no, the group is not shown and only `fallbackPath` appears, as a plain item. */
  isShown?: (features: Features) => boolean;
  fallbackPath?: string;
}

export const MENU_GROUPS: Record<MenuGroupKey, MenuGroup> = {
  tasks: { labelKey: 'web:menu.tasksGroup', icon: 'tasks', order: 40 },
  tasks2: { labelKey: 'web:menu.tasks2Group', icon: 'tasks', order: 50 },
  shifts: { labelKey: 'web:menu.shiftsGroup', icon: 'shifts', order: 60 },
  // Spec section 2: the fleet group needs vehicles plus sharing or map; otherwise a plain vehicles item.
  fleet: {
    labelKey: 'web:menu.fleetGroup',
    icon: 'truck',
    order: 80,
    isShown: (features) => features.vehicles && (features.sharing || features.map),
    fallbackPath: '/vehicles',
  },
  reports: { labelKey: 'web:menu.reportsGroup', icon: 'reports', order: 90 },
};
