import { useCallback } from 'react';
import { FUEL_CARD_LIMITS, fuelCardPreviewSchema, type FuelCardMapping } from '@rahti/domain';
import { useUploadPreview } from '../../../lib/use-upload-preview';

/**
 * Sends a card file to POST /api/refuels/import/preview with upload progress; `readAgain` sends
 * the same file with the columns the user chose (form field `mapping`).
 */
export function useFuelCardPreview() {
  const { state, upload, retry, uploadAgain } = useUploadPreview({
    path: '/refuels/import/preview',
    schema: fuelCardPreviewSchema,
    maxBytes: FUEL_CARD_LIMITS.fileBytes,
  });
  const readAgain = useCallback(
    (mapping: FuelCardMapping) => uploadAgain({ mapping: JSON.stringify(mapping) }),
    [uploadAgain],
  );
  return { state, upload: (file: File) => void upload(file), retry, readAgain };
}
