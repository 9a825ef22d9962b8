/** The spec's route pages (section 2), written in one place. */
export const ROUTES_PATH = '/routes';
export const NEW_ROUTE_PATH = '/newRoute';
export const editRoutePath = (id: string) => `/route/edit/${encodeURIComponent(id)}`;
/** A run's shift in the timesheet, and its task's page (spec section 2). */
export const shiftPath = (shiftId: string) => `/timesheet?shiftId=${encodeURIComponent(shiftId)}`;
export const taskPath = (taskId: string) => `/taskProfitability/task/${encodeURIComponent(taskId)}`;
