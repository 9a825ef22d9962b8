import type { Share, SharingDataType, SharingStatus } from '@rahti/domain';
import type { OrganisationName, ShareRow } from './shares.repository';

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

/** Spec section 4's states as one side sees them: an active share is "sharing" for the owner of the data, "receiving" for the other. */
export function statusFor(row: ShareRow, organisationId: string): SharingStatus {
  switch (row.state) {
    case 'pending':
      return 'pending';
    case 'awaitingApproval':
      return 'readyForSharing';
    case 'active':
      return row.owner_organisation_id === organisationId ? 'sharing' : 'receiving';
    default:
      return 'ended';
  }
}

export function shareOf(row: ShareRow, organisationId: string, names: ReadonlyMap<string, OrganisationName>): Share {
  const maker = row.organisation_id === organisationId;
  const other = maker ? row.partner_organisation_id : row.organisation_id;
  return {
    id: row.id,
    side: maker ? 'maker' : 'partner',
    code: maker ? row.code : null,
    status: statusFor(row, organisationId),
    direction: row.direction,
    callerOwnsData: (row.direction === 'send') === maker,
    dataTypes: row.data_types as SharingDataType[],
    scope: {
      ...(row.route_ids ? { routeIds: row.route_ids } : {}),
      ...(row.vehicle_ids ? { vehicleIds: row.vehicle_ids } : {}),
      ...(row.customer_ids ? { customerIds: row.customer_ids } : {}),
      ...(row.from_date ? { from: row.from_date } : {}),
      ...(row.to_date ? { to: row.to_date } : {}),
    },
    partnerName: other ? (names.get(other)?.name ?? null) : null,
    createdAt: new Date(row.created_at).toISOString(),
    joinedAt: iso(row.joined_at),
    approvedAt: iso(row.approved_at),
    endedAt: iso(row.ended_at),
  };
}
