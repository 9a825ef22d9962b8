import { catalogueErrors } from '../http/api-error';

/** An error with a message from the invoices catalogue, naming the field when one is to blame. */
export const invoiceError = catalogueErrors('invoices');
