import { ORGANISATION_ERASE_AFTER_DAYS } from '@rahti/domain';
import { withSystem } from '../db/tenant';
import { fileStorageOf } from '../files/configured-file-storage';
import type { JobHandler } from '../jobs/job-worker';
import type { AppContext } from '../platform/app-context';
import { eraseOrganisation, type EraseOutcome } from './erase-organisation';
import { erasureRepository } from './erasure.repository';

export const ORGANISATION_ERASURE_JOB = 'organisation-erasure';

const DAY_MS = 24 * 60 * 60_000;
/** A run stops well inside the worker's five-minute lease and is continued at once by the next. */
const RUN_MS = 4 * 60_000;
const SOON_MS = 1_000;

export interface ErasureRunOptions {
  batchRows?: number;
  /** Ends the run between batches (tests stop it halfway; the job stops before its lease ends). */
  shouldStop?: () => boolean;
  /** Only these of the due organisations: a test's own, in a database other suites share at the same time. */
  only?: readonly string[];
}

/**
 * Erases every organisation set to be deleted 30 or more days ago, one after another. Answers
 * whether all of them are gone; one left unfinished is continued by the next run.
 */
export async function eraseDueOrganisations(
  context: AppContext,
  options: ErasureRunOptions = {},
): Promise<{ finished: boolean; erased: EraseOutcome[] }> {
  const now = context.now();
  const cutoff = new Date(now.getTime() - ORGANISATION_ERASE_AFTER_DAYS * DAY_MS);
  const due = (await withSystem(context.database.db, (tx) => erasureRepository.due(tx, cutoff))).filter(
    (organisation) => !options.only || options.only.includes(organisation.id),
  );
  const erased: EraseOutcome[] = [];
  for (const organisation of due) {
    const outcome = await eraseOrganisation(context.database.db, fileStorageOf(context), organisation, {
      now,
      ...options,
    });
    erased.push(outcome);
    if (!outcome.finished) return { finished: false, erased };
  }
  return { finished: true, erased };
}

/** Daily; a run that had to stop halfway is continued a second later. */
export const eraseDueOrganisationsDaily: JobHandler = async (_job, context) => {
  const startedAt = Date.now();
  const { finished } = await eraseDueOrganisations(context, { shouldStop: () => Date.now() - startedAt > RUN_MS });
  return { next: new Date(context.now().getTime() + (finished ? DAY_MS : SOON_MS)) };
};
