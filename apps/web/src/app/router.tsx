import type { RouteObject } from 'react-router';
import { RouteErrorBoundary } from './errors/route-error-boundary';
import { RouteErrorPage } from './errors/route-error-page';
import { NotFoundPage } from './errors/not-found-page';
import { RouteGuard } from './guards/route-guard';
import { PublicLayout } from './public-layout';
import { RootLayout } from './root-layout';
import { RouteTableContext } from './route-table-context';
import type { AppRoute } from './route-types';
import { AppLayout } from './shell/app-layout';

const toChild = (route: AppRoute): RouteObject => ({
  path: route.path,
  // Per page, so a failing page keeps the shell and its menu around the error message.
  element: (
    <RouteErrorBoundary fallback={<RouteErrorPage />}>
      <RouteGuard route={route} />
    </RouteErrorBoundary>
  ),
});

/** Turns the route table into React Router's tree: public pages bare, the rest inside the shell (for AppRouter). */
export function toRouteObjects(routes: readonly AppRoute[]): RouteObject[] {
  return [
    {
      element: (
        <RouteErrorBoundary
          fallback={
            <main id="main-content">
              <RouteErrorPage />
            </main>
          }
        >
          <RouteTableContext.Provider value={routes}>
            <RootLayout />
          </RouteTableContext.Provider>
        </RouteErrorBoundary>
      ),
      children: [
        {
          element: <PublicLayout />,
          children: [
            ...routes.filter((route) => route.access === 'public').map(toChild),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
        { element: <AppLayout />, children: routes.filter((route) => route.access !== 'public').map(toChild) },
      ],
    },
  ];
}
