import { lazyPage } from './lazy-page';
import type { AppRoute } from './route-types';

/**
 * The calculation wizard and result pages (spec section 2), a part of the route table
 * (routes.tsx); their pages show the calculation sub-items in the menu.
 */
export const calculationWizardRoutes: AppRoute[] = [
  {
    path: '/SelectCalculationType',
    Component: lazyPage(() =>
      import('../features/calculations/wizard/steps/select-calculation-type-page').then(
        (m) => m.SelectCalculationTypePage,
      ),
    ),
    access: 'signedIn',
    titleKey: 'web-calc-wizard:steps.type.title',
    feature: 'calculations',
  },
  {
    path: '/selectvehicletype/:id?',
    Component: lazyPage(() =>
      import('../features/calculations/wizard/steps/select-vehicle-type-page').then((m) => m.SelectVehicleTypePage),
    ),
    access: 'signedIn',
    titleKey: 'web-calc-wizard:steps.vehicleClass.title',
    feature: 'calculations',
    section: '/calculations',
  },
  {
    path: '/vehicledetails/:id?',
    Component: lazyPage(() =>
      import('../features/calculations/wizard/steps/vehicle-details-page').then((m) => m.VehicleDetailsPage),
    ),
    access: 'signedIn',
    titleKey: 'web-calc-wizard:steps.vehicleDetails.title',
    feature: 'calculations',
    section: '/calculations',
  },
  {
    path: '/instructions',
    Component: lazyPage(() =>
      import('../features/calculations/wizard/steps/instructions-page').then((m) => m.InstructionsPage),
    ),
    access: 'signedIn',
    titleKey: 'web-calc-wizard:steps.instructions.title',
    feature: 'calculations',
    section: '/calculations',
  },
  {
    path: '/defaultvalues/:id?',
    Component: lazyPage(() =>
      import('../features/calculations/wizard/steps/default-values-page').then((m) => m.DefaultValuesPage),
    ),
    access: 'signedIn',
    titleKey: 'web-calc-wizard:steps.defaults.title',
    feature: 'calculations',
    section: '/calculations',
  },
  {
    path: '/investments/:id?',
    Component: lazyPage(() =>
      import('../features/calculations/wizard/steps/investments-page').then((m) => m.InvestmentsPage),
    ),
    access: 'signedIn',
    titleKey: 'web-calc-wizard:steps.investments.title',
    feature: 'calculations',
    section: '/calculations',
  },
  {
    path: '/insertwages/:id?',
    Component: lazyPage(() =>
      import('../features/calculations/wizard/steps/insert-wages-page').then((m) => m.InsertWagesPage),
    ),
    access: 'signedIn',
    titleKey: 'web-calc-wizard:steps.wages.title',
    feature: 'calculations',
    section: '/calculations',
  },
  {
    path: '/revenue/:id?',
    Component: lazyPage(() => import('../features/calculations/wizard/steps/revenue-page').then((m) => m.RevenuePage)),
    access: 'signedIn',
    titleKey: 'web-calc-wizard:steps.revenue.title',
    feature: 'calculations',
    section: '/calculations',
  },
  {
    path: '/calculation',
    Component: lazyPage(() =>
      import('../features/calculations/wizard/steps/calculation-summary-page').then((m) => m.CalculationSummaryPage),
    ),
    access: 'signedIn',
    titleKey: 'web-calc-wizard:steps.calculation.title',
    feature: 'calculations',
    section: '/calculations',
  },
  {
    path: '/calculationResultsVue/:id?',
    Component: lazyPage(() =>
      import('../features/calculations/results/calculation-results-page').then((m) => m.CalculationResultsPage),
    ),
    access: 'signedIn',
    titleKey: 'web-calc-wizard:results.title',
    feature: 'calculations',
    subMenu: { parentPath: '/calculations', labelKey: 'web-calc-wizard:menu.calculation', order: 1 },
  },
  {
    path: '/profitcalculationdetails/:id?',
    Component: lazyPage(() =>
      import('../features/calculations/results/profit-details-page').then((m) => m.ProfitDetailsPage),
    ),
    access: 'signedIn',
    titleKey: 'web-calc-wizard:profit.title',
    feature: 'calculations',
    subMenu: { parentPath: '/calculations', labelKey: 'web-calc-wizard:menu.profit', order: 2 },
  },
  {
    path: '/timebasedcosts/:id?',
    Component: lazyPage(() =>
      import('../features/calculations/results/time-based-costs-page').then((m) => m.TimeBasedCostsPage),
    ),
    access: 'signedIn',
    titleKey: 'web-calc-wizard:timeBased.title',
    feature: 'calculations',
    subMenu: { parentPath: '/calculations', labelKey: 'web-calc-wizard:menu.timeBased', order: 3 },
  },
  {
    path: '/distancebasedcosts/:id?',
    Component: lazyPage(() =>
      import('../features/calculations/results/distance-based-costs-page').then((m) => m.DistanceBasedCostsPage),
    ),
    access: 'signedIn',
    titleKey: 'web-calc-wizard:distanceBased.title',
    feature: 'calculations',
    subMenu: { parentPath: '/calculations', labelKey: 'web-calc-wizard:menu.distanceBased', order: 4 },
  },
  {
    path: '/combinationcosts/:id?',
    Component: lazyPage(() =>
      import('../features/calculations/combination/combination-page').then((m) => m.CombinationPage),
    ),
    access: 'signedIn',
    titleKey: 'web-calculations:combination.title',
    feature: 'calculations',
    subMenu: { parentPath: '/calculations', labelKey: 'web-calculations:combination.title', order: 5 },
  },
  {
    path: '/pricing/:id?',
    Component: lazyPage(() => import('../features/calculations/results/pricing-page').then((m) => m.PricingPage)),
    access: 'signedIn',
    titleKey: 'web-calc-wizard:pricing.title',
    feature: 'calculations',
    subMenu: { parentPath: '/calculations', labelKey: 'web-calc-wizard:menu.pricing', order: 6 },
  },
];
