import type { User } from '@rahti/domain';
import type { UserRow } from './users.repository';

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    organisationId: row.organisation_id,
    username: row.username,
    email: row.email,
    displayName: row.display_name,
    displayLanguage: row.display_language,
    role: row.role,
    isDriver: row.is_driver,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
