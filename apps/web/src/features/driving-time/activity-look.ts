import type { ActivityKind } from '@rahti/domain';

/** Mantine colour per activity in the timeline; the legend and each day's label say the same in words. */
export const ACTIVITY_COLOURS: Record<ActivityKind, string> = {
  drive: 'var(--mantine-color-blue-6)',
  work: 'var(--mantine-color-orange-5)',
  available: 'var(--mantine-color-yellow-4)',
  break: 'var(--mantine-color-teal-4)',
  rest: 'var(--mantine-color-gray-4)',
};
