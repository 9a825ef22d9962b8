import { describe, expect, it } from 'vitest';
import { allFeatures } from '@rahti/domain';
import type { AppRoute } from '../route-types';
import { buildMenu } from './build-menu';

const Page = () => null;
const ROUTES: AppRoute[] = [
  {
    path: '/calculations',
    Component: Page,
    access: 'signedIn',
    titleKey: 'list',
    feature: 'calculations',
    menu: { labelKey: 'calculations', icon: 'calculator', order: 20 },
  },
  {
    path: '/vehicledetails/:id?',
    Component: Page,
    access: 'signedIn',
    titleKey: 'details',
    feature: 'calculations',
    section: '/calculations',
  },
  {
    path: '/pricing/:id?',
    Component: Page,
    access: 'signedIn',
    titleKey: 'pricing',
    feature: 'calculations',
    subMenu: { parentPath: '/calculations', labelKey: 'pricing', order: 2 },
  },
  {
    path: '/profit/:id?',
    Component: Page,
    access: 'signedIn',
    titleKey: 'profit',
    feature: 'calculations',
    subMenu: { parentPath: '/calculations', labelKey: 'profit', order: 1 },
  },
  {
    path: '/admin-only/:id',
    Component: Page,
    access: 'admin',
    titleKey: 'x',
    subMenu: { parentPath: '/calculations', labelKey: 'x', order: 3 },
  },
];

const subItems = (pathname: string, role: 'User' | 'Admin' = 'User') => {
  const node = buildMenu(ROUTES, allFeatures(), { role, isSiteOperator: false, client: 'web' }, pathname)[0];
  return node?.kind === 'item' ? node.children : undefined;
};

describe('calculation sub-items', () => {
  it('are hidden on the list itself and on other pages', () => {
    expect(subItems('/calculations')).toBeUndefined();
    expect(subItems('/dashboard')).toBeUndefined();
  });

  it('show in order on a page of the section, carrying its id', () => {
    expect(subItems('/vehicledetails/abc')).toEqual([
      { path: '/profit/abc', labelKey: 'profit' },
      { path: '/pricing/abc', labelKey: 'pricing' },
    ]);
  });

  it('leave the optional id out when the open page has none', () => {
    expect(subItems('/pricing')?.map((item) => item.path)).toEqual(['/profit', '/pricing']);
  });

  it('skip items the role may not open or whose required parameter is unknown', () => {
    expect(subItems('/pricing/abc', 'Admin')?.map((item) => item.path)).toEqual([
      '/profit/abc',
      '/pricing/abc',
      '/admin-only/abc',
    ]);
    expect(subItems('/pricing', 'Admin')?.map((item) => item.path)).toEqual(['/profit', '/pricing']);
  });
});
