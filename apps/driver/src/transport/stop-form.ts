import type { DeviationType } from '@rahti/domain';
import type { PreTripPhoto } from '../data/driver-data.types';
import type { Stroke } from './signature-strokes';

/** The proof of delivery as the driver is taking it. */
export interface ProofDraft {
  signerName: string;
  strokes: Stroke[];
  photos: PreTripPhoto[];
}

/** A deviation as the driver is writing it. */
export interface DeviationDraft {
  type: DeviationType;
  /** The goods line it concerns; empty for the whole load. */
  goodsLineId: string;
  note: string;
  photos: PreTripPhoto[];
}

export const NEW_DEVIATION: DeviationDraft = { type: 'damaged', goodsLineId: '', note: '', photos: [] };

/** What still keeps a stop's form from being saved, in the order the form shows its fields. */
export type FormProblem = { field: 'signerName' | 'signature' } | { field: 'deviationNote'; number: number };

/**
 * A delivery needs the consignee's printed name and signature (stopEventInputSchema's proof),
 * unless it was refused whole: then the refusal says why, and a signature is taken only if the
 * consignee gives one. Every deviation says what is wrong.
 */
export function problemsOf(form: {
  isDelivery: boolean;
  proof: ProofDraft;
  deviations: readonly DeviationDraft[];
}): FormProblem[] {
  const problems: FormProblem[] = [];
  const isRefused = form.deviations.some((deviation) => deviation.type === 'refused');
  if (form.isDelivery && (!isRefused || form.proof.strokes.length > 0)) {
    if (form.proof.signerName.trim() === '') problems.push({ field: 'signerName' });
    if (form.proof.strokes.length === 0) problems.push({ field: 'signature' });
  }
  form.deviations.forEach((deviation, index) => {
    if (deviation.note.trim() === '') problems.push({ field: 'deviationNote', number: index + 1 });
  });
  return problems;
}
