import type { PreTripPhoto } from '../data/driver-data.types';
import { shrinkPhoto } from '../pre-trip/photo-shrink';

/**
 * How a proof's photo is kept (bench/proof-upload.ts, bench/README.md): a 12-megapixel camera photo
 * drawn at 1 600 px on its long side is still plain to read (a label, a crushed corner), and at
 * JPEG quality 0.7 it is a few hundred KB, so two photos and a signature go up a slow 3G line
 * (400 kbit/s) within the 15 s budget.
 */
export const PROOF_PHOTO = { maxSide: 1600, quality: 0.7 } as const;

export const shrinkProofPhoto = (file: Blob): Promise<PreTripPhoto> => shrinkPhoto(file, PROOF_PHOTO);
