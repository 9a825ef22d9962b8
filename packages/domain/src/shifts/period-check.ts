import type { z } from 'zod';

/**
 * A refinement of a period of local dates `from`–`to` (both included): `to` not before `from`,
 * and at most `daysMax` days, each problem named on `to` in words from `namespace`'s catalogue
 * (`periodEndBeforeStart`, `periodTooLong`).
 */
export function periodCheck(daysMax: number, namespace = 'shifts') {
  return (period: { from: string; to: string }, ctx: z.RefinementCtx): void => {
    const days = (Date.parse(`${period.to}T00:00:00Z`) - Date.parse(`${period.from}T00:00:00Z`)) / 86_400_000;
    if (days < 0) ctx.addIssue({ code: 'custom', message: `${namespace}:periodEndBeforeStart`, path: ['to'] });
    else if (days + 1 > daysMax) ctx.addIssue({ code: 'custom', message: `${namespace}:periodTooLong`, path: ['to'] });
  };
}
