import { lazyPage } from './lazy-page';
import type { AppRoute } from './route-types';

const feature = 'sharing' as const;

/**
 * Sharing between organisations (issue 27), a part of the route table (routes.tsx): the shares
 * list in the fleet group (spec section 2) and one share's page.
 */
export const sharingRoutes: AppRoute[] = [
  {
    path: '/sharing',
    Component: lazyPage(() => import('../features/sharing/sharing-page').then((m) => m.SharingPage)),
    access: 'signedIn',
    titleKey: 'web:menu.sharing',
    feature,
    menu: { labelKey: 'web:menu.sharing', icon: 'share', order: 2, group: 'fleet' },
  },
  {
    path: '/sharing/:shareId',
    Component: lazyPage(() => import('../features/sharing/share-page').then((m) => m.SharePage)),
    access: 'signedIn',
    titleKey: 'web-sharing:title',
    feature,
  },
];
