import { z } from 'zod';
import { uuidField } from '../platform/fields';
import { localDateField } from '../shifts/shift.schemas';
import { checkFleetPeriod } from './emission.schemas';

/** GET /api/emissions/pdf: a customer's tasks of a period, as a report the customer can be sent. */
export const emissionsCustomerQuerySchema = z
  .object({ from: localDateField, to: localDateField, customerId: uuidField })
  .superRefine(checkFleetPeriod);
export type EmissionsCustomerQuery = z.output<typeof emissionsCustomerQuerySchema>;
