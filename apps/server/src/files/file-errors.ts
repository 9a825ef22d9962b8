import { catalogueErrors } from '../http/api-error';

/** An error with a message from the files catalogue, naming the field when one is to blame. */
export const filesError = catalogueErrors('files');
