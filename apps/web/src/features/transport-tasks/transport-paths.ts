/** Spec section 2's Tasks 2.0 pages (issue 26). */
export const TRANSPORT_TASKS_PATH = '/transport-tasks';
export const WAYBILLS_PATH = '/transport-tasks/waybills';
export const IMPORT_TRANSPORT_TASKS_PATH = '/transport-tasks/import';
/** The task page's own `new`: the form for a new order. */
export const NEW_TRANSPORT_TASK_PATH = '/transport-tasks/task/new';

export const transportTaskPath = (id: string) => `/transport-tasks/task/${encodeURIComponent(id)}`;
export const editTransportTaskPath = (id: string) => `${transportTaskPath(id)}/edit`;
/** The profitability task a delivered transport task became. */
export const profitabilityTaskPath = (taskId: string) => `/taskProfitability/task/${encodeURIComponent(taskId)}`;
