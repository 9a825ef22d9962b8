import { catalogueErrors } from '../http/api-error';

/** An error with a message from the planning catalogue, naming the field when one is to blame. */
export const planningError = catalogueErrors('planning');
