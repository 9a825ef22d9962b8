/** Where the invoice pages live (spec section 2's routes). */
export const INVOICES_PATH = '/invoices';
export const NEW_INVOICE_PATH = '/newInvoice';
export const TASKS_PATH = '/taskProfitability';

export const invoicePath = (id: string) => `/invoice/${encodeURIComponent(id)}`;
export const taskPath = (id: string) => `${TASKS_PATH}/task/${encodeURIComponent(id)}`;
