import { z } from 'zod';
import { fileKeyField } from '../files/file.schemas';
import { uuidField } from '../platform/fields';
import { instantField } from '../shifts/shift.schemas';
import { DEVIATION_TYPES, STOP_EVENT_KINDS, TRANSPORT_LIMITS } from './transport-task.schemas';

/** Photos per proof or deviation; each shrunk on the phone to at most 1 MB (the server takes 2 MB). */
export const STOP_EVENT_LIMITS = { photosMax: 5, signerNameMax: 200, noteMax: 1000, deviationsMax: 20 } as const;

const position = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  accuracyM: z.number().min(0).max(100_000).nullable().default(null),
});

export const deviationInputSchema = z.object({
  type: z.enum(DEVIATION_TYPES, { error: 'validation:invalid' }),
  goodsLineId: uuidField.nullable().default(null),
  note: z
    .string()
    .trim()
    .min(1, 'transport:deviationNoteRequired')
    .max(STOP_EVENT_LIMITS.noteMax, 'validation:tooLong'),
  /** Keys of photos uploaded first through PUT /api/driver/files/{key}. */
  photoKeys: z.array(fileKeyField).max(STOP_EVENT_LIMITS.photosMax, 'validation:tooLong').default([]),
});
export type DeviationInput = z.output<typeof deviationInputSchema>;

/** The consignee's printed name and signature drawn on the phone, and photos of the delivered goods. */
export const proofInputSchema = z.object({
  signerName: z
    .string()
    .trim()
    .min(1, 'transport:signerNameRequired')
    .max(STOP_EVENT_LIMITS.signerNameMax, 'validation:tooLong'),
  /** The signature as a PNG, uploaded first under this key. */
  signatureKey: fileKeyField,
  photoKeys: z.array(fileKeyField).max(STOP_EVENT_LIMITS.photosMax, 'validation:tooLong').default([]),
});
export type ProofInput = z.output<typeof proofInputSchema>;

/**
 * What the driver did at a stop, as the phone sends it in its outbox (`recordStopEvent`, a
 * permanent key): arrived, loaded (a pickup) or delivered (a delivery, with its proof), with the
 * goods checked or not, deviations, when and where. The same key applies once.
 */
export const stopEventInputSchema = z
  .object({
    clientKey: z.string().trim().min(1, 'validation:required').max(100, 'validation:tooLong'),
    transportTaskId: uuidField,
    stopId: uuidField,
    kind: z.enum(STOP_EVENT_KINDS, { error: 'validation:invalid' }),
    at: instantField,
    position: position.nullable().default(null),
    goodsChecked: z.boolean().nullable().default(null),
    note: z.string().trim().max(TRANSPORT_LIMITS.textMax, 'validation:tooLong').default(''),
    proof: proofInputSchema.nullable().default(null),
    deviations: z.array(deviationInputSchema).max(STOP_EVENT_LIMITS.deviationsMax, 'validation:tooLong').default([]),
  })
  .superRefine((event, ctx) => {
    // A delivery refused whole has no signature: the deviation says why.
    const refused = event.deviations.some((deviation) => deviation.type === 'refused');
    if (event.kind === 'delivered' && !event.proof && !refused)
      ctx.addIssue({ code: 'custom', path: ['proof'], message: 'transport:proofRequired' });
    if (event.kind !== 'delivered' && event.proof)
      ctx.addIssue({ code: 'custom', path: ['proof'], message: 'validation:invalid' });
  });
export type StopEventInput = z.output<typeof stopEventInputSchema>;

/** Every file key an event names: the phone uploads each before it sends the event. */
export function fileKeysOf(event: Pick<StopEventInput, 'proof' | 'deviations'>): string[] {
  return [
    ...(event.proof ? [event.proof.signatureKey, ...event.proof.photoKeys] : []),
    ...event.deviations.flatMap((deviation) => deviation.photoKeys),
  ];
}
