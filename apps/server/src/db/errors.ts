/** PostgreSQL's unique_violation, raised the same way by PGlite and the pg driver. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}
