import { catalogueErrors } from '../http/api-error';

/** An error with a message from the transport catalogue, naming the field when one is to blame. */
export const transportError = catalogueErrors('transport');
