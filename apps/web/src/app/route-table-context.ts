import { createContext, useContext } from 'react';
import type { AppRoute } from './route-types';

/** The route table the router was built from, so the menu lists exactly the pages that exist. */
export const RouteTableContext = createContext<readonly AppRoute[]>([]);

export function useRouteTable(): readonly AppRoute[] {
  return useContext(RouteTableContext);
}
