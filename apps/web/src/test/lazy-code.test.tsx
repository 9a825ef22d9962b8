import { configure, getConfig, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppRoute } from '../app/route-types';
import { lazyComponent } from '../lib/lazy-component';
import { renderApp } from './render-app';

/** A page whose code arrives after `ms`, as a first import compiled on a busy machine does. */
function slowPage(ms: number, loaded: { done: boolean }): AppRoute[] {
  const Component = lazyComponent(
    () =>
      new Promise<() => ReactElement>((resolve) =>
        setTimeout(() => {
          loaded.done = true;
          resolve(() => <h1>Slow page</h1>);
        }, ms),
      ),
  );
  return [{ path: '/slow', Component, access: 'public', titleKey: 'web:welcome.pageTitle' }];
}

// The results page with its charts once took more than the 5 s a query waits (issue 21): its
// test failed, and its file ended while the charts still loaded. Here a query waits 1 s for a
// page whose code takes 2 s.
describe('web tests and lazily loaded code', () => {
  const { asyncUtilTimeout } = getConfig();
  afterAll(() => configure({ asyncUtilTimeout }));
  const earlier = { done: false };

  it('look for what a lazy page shows once its code is here, however long it takes', async () => {
    configure({ asyncUtilTimeout: 1000 });
    renderApp('/slow', { routes: slowPage(2000, { done: false }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Slow page' })).toBeTruthy();
  });

  it('end only once the code they started loading is here', () => {
    renderApp('/slow', { routes: slowPage(300, earlier) });
  });

  it('so the next test starts with nothing loading', () => {
    expect(earlier.done).toBe(true);
  });
});
