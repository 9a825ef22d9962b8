/** Two or three calculations are compared; more would not fit side by side on a laptop or a sheet. */
export const COMPARED_MIN = 2;
export const COMPARED_MAX = 3;

/** The distinct ids of `?ids=a,b,c`, in order. */
export function comparedIds(raw: string | null): string[] {
  return [
    ...new Set(
      (raw ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}
