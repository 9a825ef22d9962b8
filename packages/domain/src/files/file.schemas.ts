import { z } from 'zod';
import { uuidField } from '../platform/fields';

/**
 * Stored files (decision 0034): photos now, signatures and attachments later. The server keeps a
 * file's bytes after checking its type by content and taking its metadata out.
 */
export const FILE_LIMITS = {
  /** The most bytes one upload may have (issue 26: 2 MB); a phone's photo, shrunk to 1 600 px, is a few hundred KB. */
  maxBytes: 2 * 1024 * 1024,
  /** A key made on the phone: letters, digits and `.`, `_`, `:`, `-` (a UUID fits). */
  keyMax: 100,
} as const;

export const FILE_KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]*$/;

/** A phone's key for its upload, permanent like an operation's: the same key stores the file once. */
export const fileKeyField = z
  .string()
  .min(1, 'validation:required')
  .max(FILE_LIMITS.keyMax, 'validation:tooLong')
  .regex(FILE_KEY_PATTERN, 'validation:invalid');

export const fileKeyParamsSchema = z.object({ key: fileKeyField });

/** A stored file as an upload answers it (the bytes are read through GET /api/files/{id}). */
export const storedFileSchema = z.object({
  id: uuidField,
  key: z.string().nullable(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
});
export type StoredFileDto = z.output<typeof storedFileSchema>;
