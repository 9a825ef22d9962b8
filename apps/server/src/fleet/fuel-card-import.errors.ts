import { catalogueErrors } from '../http/api-error';

/** An error with a message from the fuel-card catalogue, naming the field when one is to blame. */
export const fuelCardError = catalogueErrors('fuel-card');
