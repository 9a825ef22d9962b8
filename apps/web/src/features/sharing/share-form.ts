import { z } from 'zod';
import { SHARING_DATA_TYPES, SHARING_DIRECTIONS, sharingInputSchema, type SharingInput } from '@rahti/domain';

export const shareFormValues = {
  dataTypes: [] as string[],
  direction: 'send' as string,
  routeIds: [] as string[],
  vehicleIds: [] as string[],
  customerIds: [] as string[],
  from: '',
  to: '',
};
export type ShareFormValues = typeof shareFormValues;

const nonEmpty = <T>(list: readonly T[]) => (list.length > 0 ? [...list] : undefined);

/**
 * The new-share form as POST /api/sharing takes it, checked by the same schema the server uses:
 * empty pickers leave the scope out, and a retrieving share drops the pickers it cannot have.
 */
export const shareFormSchema: z.ZodType<SharingInput> = z
  .object({
    dataTypes: z.array(z.enum(SHARING_DATA_TYPES)),
    direction: z.enum(SHARING_DIRECTIONS),
    routeIds: z.array(z.string()),
    vehicleIds: z.array(z.string()),
    customerIds: z.array(z.string()),
    from: z.string(),
    to: z.string(),
  })
  .transform((values) => {
    const sending = values.direction === 'send';
    const scope = {
      routeIds: sending ? nonEmpty(values.routeIds) : undefined,
      vehicleIds: sending ? nonEmpty(values.vehicleIds) : undefined,
      customerIds: sending ? nonEmpty(values.customerIds) : undefined,
      from: values.from || undefined,
      to: values.to || undefined,
    };
    const given = Object.fromEntries(Object.entries(scope).filter(([, value]) => value !== undefined));
    return {
      dataTypes: values.dataTypes,
      direction: values.direction,
      ...(Object.keys(given).length > 0 ? { scope: given } : {}),
    };
  })
  .pipe(sharingInputSchema);
