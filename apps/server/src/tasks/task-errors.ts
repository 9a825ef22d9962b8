import { catalogueErrors } from '../http/api-error';

/** An error with a message from the tasks catalogue, naming the field when one is to blame. */
export const taskError = catalogueErrors('tasks');
