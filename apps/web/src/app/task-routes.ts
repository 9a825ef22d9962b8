import { lazyPage } from './lazy-page';
import type { AppRoute } from './route-types';

const tasksPage = lazyPage(() => import('../features/tasks/tasks-page').then((m) => m.TasksPage));
const taskFormPage = lazyPage(() => import('../features/tasks/task-form-page').then((m) => m.TaskFormPage));

/**
 * Tasks (issue 22), a part of the route table (routes.tsx): the spec's /taskProfitability pages,
 * in the "tasks with invoices" menu group; without the taskProfitability feature every one
 * sends to /no-access (spec section 6).
 */
export const taskRoutes: AppRoute[] = [
  {
    path: '/taskProfitability',
    Component: tasksPage,
    access: 'signedIn',
    titleKey: 'web:menu.tasks',
    feature: 'taskProfitability',
    menu: { labelKey: 'web:menu.tasks', icon: 'tasks', order: 10, group: 'tasks' },
  },
  {
    path: '/taskProfitability/task/:taskId',
    Component: lazyPage(() => import('../features/tasks/task-detail-page').then((m) => m.TaskDetailPage)),
    access: 'signedIn',
    titleKey: 'web-tasks:detail.title',
    feature: 'taskProfitability',
  },
  {
    path: '/taskProfitability/newTask',
    Component: taskFormPage,
    access: 'signedIn',
    titleKey: 'web-tasks:form.createTitle',
    feature: 'taskProfitability',
  },
  {
    path: '/taskProfitability/editTask/:taskId',
    Component: taskFormPage,
    access: 'signedIn',
    titleKey: 'web-tasks:form.editTitle',
    feature: 'taskProfitability',
  },
  // The customer register: whom tasks are done for and invoices go to.
  {
    path: '/customers',
    Component: lazyPage(() => import('../features/customers/customers-page').then((m) => m.CustomersPage)),
    access: 'signedIn',
    titleKey: 'web-customers:title',
    feature: 'taskProfitability',
    menu: { labelKey: 'web:menu.customers', icon: 'user', order: 30, group: 'tasks' },
  },
];
