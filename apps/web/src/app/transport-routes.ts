import { lazyPage } from './lazy-page';
import type { AppRoute } from './route-types';

const feature = 'taskProfitability' as const;
const formPage = lazyPage(() =>
  import('../features/transport-tasks/form/transport-form-page').then((m) => m.TransportFormPage),
);

/**
 * Tasks 2.0 (issue 26), a part of the route table (routes.tsx): spec section 2's transport task
 * and waybill pages behind the same feature guard as tasks, in the "tasks 2.0 with waybills" menu
 * group. `new` as the task's id is the form for a new order (listed first: a path without a
 * parameter wins anyway, and the table is read in order by tests that preload a page).
 */
export const transportRoutes: AppRoute[] = [
  {
    path: '/transport-tasks',
    Component: lazyPage(() =>
      import('../features/transport-tasks/list/transport-tasks-page').then((m) => m.TransportTasksPage),
    ),
    access: 'signedIn',
    titleKey: 'web:menu.transportTasks',
    feature,
    menu: { labelKey: 'web:menu.transportTasks', icon: 'truck', order: 10, group: 'tasks2' },
  },
  {
    path: '/transport-tasks/task/new',
    Component: formPage,
    access: 'signedIn',
    titleKey: 'web-transport:form.createTitle',
    feature,
  },
  {
    path: '/transport-tasks/task/:taskId',
    Component: lazyPage(() =>
      import('../features/transport-tasks/detail/transport-task-page').then((m) => m.TransportTaskPage),
    ),
    access: 'signedIn',
    titleKey: 'web-transport:detail.title',
    feature,
  },
  {
    path: '/transport-tasks/task/:taskId/edit',
    Component: formPage,
    access: 'signedIn',
    titleKey: 'web-transport:form.editTitle',
    feature,
  },
  {
    path: '/transport-tasks/import',
    Component: lazyPage(() =>
      import('../features/imports/import-transport-tasks-page').then((m) => m.ImportTransportTasksPage),
    ),
    access: 'adminOrSuperuser',
    titleKey: 'web:menu.importTransportTasks',
    feature,
    subMenu: { parentPath: '/transport-tasks', labelKey: 'web:menu.importTransportTasks', order: 1 },
  },
  {
    path: '/transport-tasks/waybills',
    Component: lazyPage(() => import('../features/transport-tasks/waybills/waybills-page').then((m) => m.WaybillsPage)),
    access: 'signedIn',
    titleKey: 'web:menu.waybills',
    feature,
    menu: { labelKey: 'web:menu.waybills', icon: 'invoice', order: 20, group: 'tasks2' },
  },
];
