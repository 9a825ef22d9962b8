import { Anchor, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useId, useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PreTripAnswer, PreTripCheck } from '@rahti/domain';
import { useHasAccess } from '../../auth/use-account';
import { QueryError } from '../../components/ui/query-error';
import { TableScroll } from '../../components/ui/table-scroll';
import { useOrganisationTimeZone, zonedDateTime } from '../../lib/organisation-time';
import { CaptionAndHeads } from './caption-and-heads';
import { DefectPhoto } from './defect-photo';
import type { FleetLabels } from './fleet-labels';
import { FleetStateBadge } from './fleet-state-badge';
import { PRE_TRIP_DAYS, useRecentPreTripChecks } from './pre-trip-api';
import { usePreTripItemLabel } from './pre-trip-words';

const NS = 'web-pre-trip:defects';
const NO_WRAP: CSSProperties = { whiteSpace: 'nowrap' };
const DEFECT_COLUMNS = ['vehicle', 'item', 'note', 'photos', 'driver', 'at', 'maintenanceItem'] as const;
export const PRE_TRIP_CHECKLISTS_PATH = '/vehicle/fleet-management/pre-trip-checklists';

interface DefectRow {
  check: PreTripCheck;
  answer: PreTripAnswer;
}

/**
 * The defects drivers found in their pre-trip checks of the last 14 days (issue 25), newest first:
 * the vehicle, the item and what is wrong, its photos, who found it and when, and the maintenance
 * item it became. Admins find the checklists' editor here.
 */
export function PreTripDefects({ labels }: { labels: FleetLabels }) {
  const { t } = useTranslation();
  const titleId = useId();
  const zone = useOrganisationTimeZone();
  const itemLabel = usePreTripItemLabel();
  const canEditChecklists = useHasAccess('admin');
  const checks = useRecentPreTripChecks();
  const rows = useMemo<DefectRow[]>(
    () =>
      (checks.data ?? []).flatMap((check) =>
        check.answers.filter((answer) => answer.result === 'defect').map((answer) => ({ check, answer })),
      ),
    [checks.data],
  );
  const done = checks.data?.filter((check) => check.status === 'done').length ?? 0;
  const skipped = (checks.data?.length ?? 0) - done;
  const caption = t(`${NS}.caption`, { count: PRE_TRIP_DAYS });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4" id={titleId}>
            {t(`${NS}.title`)}
          </Title>
          {canEditChecklists && (
            <Anchor component={Link} to={PRE_TRIP_CHECKLISTS_PATH}>
              {t(`${NS}.editChecklists`)}
            </Anchor>
          )}
        </Group>
        <Text size="sm">{t(`${NS}.intro`, { count: PRE_TRIP_DAYS })}</Text>
        {checks.isError && (
          <QueryError error={checks.error} onRetry={() => void checks.refetch()} fallbackKey={`${NS}.loadFailed`} />
        )}
        {checks.isSuccess && <Text size="sm">{t(`${NS}.summary`, { done, skipped, count: PRE_TRIP_DAYS })}</Text>}
        {checks.isSuccess && rows.length === 0 && <Text>{t(`${NS}.none`)}</Text>}
        {rows.length > 0 && (
          <TableScroll label={caption} minWidth={900}>
            <Table striped withTableBorder captionSide="top" verticalSpacing="xs">
              <CaptionAndHeads caption={caption} namespace={NS} columns={DEFECT_COLUMNS} />
              <Table.Tbody>
                {rows.map(({ check, answer }) => {
                  const vehicle = labels.vehicleName(check.vehicleId);
                  const item = itemLabel(answer.item);
                  return (
                    <Table.Tr key={`${check.id}/${answer.item.key}`}>
                      <Table.Th scope="row" fw={600} style={NO_WRAP}>
                        {vehicle}
                      </Table.Th>
                      <Table.Td>{item}</Table.Td>
                      <Table.Td style={{ minWidth: 180 }}>{answer.note}</Table.Td>
                      <Table.Td>
                        {answer.photos.length === 0 ? (
                          t(`${NS}.noPhoto`)
                        ) : (
                          <Group gap="xs" wrap="nowrap">
                            {answer.photos.map((photo, index) => (
                              <DefectPhoto
                                key={photo.id}
                                fileId={photo.id}
                                name={t(`${NS}.photoName`, { item, vehicle, number: index + 1 })}
                              />
                            ))}
                          </Group>
                        )}
                      </Table.Td>
                      <Table.Td style={NO_WRAP}>{check.driverName ?? t(`${NS}.noDriver`)}</Table.Td>
                      <Table.Td style={NO_WRAP}>{zonedDateTime(check.at, zone)}</Table.Td>
                      <Table.Td>
                        {answer.fleetItem ? (
                          <Stack gap={4} align="flex-start">
                            <Text size="sm">{answer.fleetItem.description}</Text>
                            <Group gap="xs">
                              <FleetStateBadge
                                state={answer.fleetItem.state}
                                label={labels.stateName(answer.fleetItem.state)}
                              />
                              <Text size="sm" style={NO_WRAP}>
                                {t(`${NS}.due`, { date: labels.date(answer.fleetItem.dueDate) })}
                              </Text>
                            </Group>
                          </Stack>
                        ) : (
                          t(`${NS}.itemRemoved`)
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </Stack>
    </Paper>
  );
}
