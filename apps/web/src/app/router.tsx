import type { RouteObject } from 'react-router';
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
  element: <RouteGuard route={route} />,
  // Per page, so a failing page keeps the shell and its menu around the error message.
  errorElement: <RouteErrorPage />,
});

/** Turns the route table into React Router's tree: public pages bare, the rest inside the shell. */
export function toRouteObjects(routes: readonly AppRoute[]): RouteObject[] {
  return [
    {
      element: (
        <RouteTableContext.Provider value={routes}>
          <RootLayout />
        </RouteTableContext.Provider>
      ),
      errorElement: (
        <main id="main-content">
          <RouteErrorPage />
        </main>
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
