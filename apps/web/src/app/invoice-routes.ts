import { lazyPage } from './lazy-page';
import type { AppRoute } from './route-types';

const invoicePage = lazyPage(() => import('../features/invoices/detail/invoice-page').then((m) => m.InvoicePage));
const newInvoicePage = lazyPage(() =>
  import('../features/invoices/form/new-invoice-page').then((m) => m.NewInvoicePage),
);
const feature = 'taskProfitability' as const;

/**
 * Invoices (issue 22), a part of the route table (routes.tsx): spec section 2's invoice routes,
 * the task-linked ones showing the same pages; without the taskProfitability feature each sends
 * to /no-access (spec section 6). The list is "Invoices" in the tasks menu group.
 */
export const invoiceRoutes: AppRoute[] = [
  {
    path: '/invoices',
    Component: lazyPage(() => import('../features/invoices/list/invoices-page').then((m) => m.InvoicesPage)),
    access: 'signedIn',
    titleKey: 'web:menu.invoices',
    feature,
    menu: { labelKey: 'web:menu.invoices', icon: 'invoice', order: 20, group: 'tasks' },
    section: '/invoices',
  },
  {
    path: '/newInvoice',
    Component: newInvoicePage,
    access: 'signedIn',
    titleKey: 'web-invoices:form.newTitle',
    feature,
    subMenu: { parentPath: '/invoices', labelKey: 'web-invoices:form.newTitle', order: 1 },
  },
  {
    path: '/importInvoices',
    Component: lazyPage(() => import('../features/imports/import-invoices-page').then((m) => m.ImportInvoicesPage)),
    access: 'adminOrSuperuser',
    titleKey: 'web:menu.importInvoices',
    feature,
    subMenu: { parentPath: '/invoices', labelKey: 'web:menu.importInvoices', order: 2 },
  },
  {
    path: '/invoice/:invoiceId',
    Component: invoicePage,
    access: 'signedIn',
    titleKey: 'web-invoices:detail.pageTitle',
    feature,
    section: '/invoices',
  },
  // The invoice seen from one of its tasks: that task's row is marked.
  {
    path: '/invoice/:invoiceId/:taskId',
    Component: invoicePage,
    access: 'signedIn',
    titleKey: 'web-invoices:detail.pageTitle',
    feature,
    section: '/invoices',
  },
  {
    path: '/taskProfitability/task/:taskId?/invoice',
    Component: newInvoicePage,
    access: 'signedIn',
    titleKey: 'web-invoices:form.newTitle',
    feature,
  },
  {
    path: '/taskProfitability/task/:taskId?/invoice/:invoiceId',
    Component: invoicePage,
    access: 'signedIn',
    titleKey: 'web-invoices:detail.pageTitle',
    feature,
  },
];
