import { catalogueErrors } from '../http/api-error';

/** An error with a message from the fleet catalogue, naming the field when one is to blame. */
export const fleetError = catalogueErrors('fleet');
