/** The spec's task routes (section 2), written in one place. */
export const TASKS_PATH = '/taskProfitability';
export const NEW_TASK_PATH = `${TASKS_PATH}/newTask`;
export const taskPath = (id: string) => `${TASKS_PATH}/task/${encodeURIComponent(id)}`;
export const editTaskPath = (id: string) => `${TASKS_PATH}/editTask/${encodeURIComponent(id)}`;
