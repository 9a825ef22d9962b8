import { Button, Table, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { FleetItemRow } from '@rahti/domain';
import { RowActions } from '../../components/ui/row-actions';
import { TableScroll } from '../../components/ui/table-scroll';
import type { FleetLabels } from './fleet-labels';
import { FleetStateBadge } from './fleet-state-badge';

const END: CSSProperties = { textAlign: 'end', whiteSpace: 'nowrap' };
/** Km stay on their line ("387 800 km", "nu 388 110 km"), as the other tables' figures do; the words around may wrap. */
const NO_WRAP: CSSProperties = { whiteSpace: 'nowrap' };
const NS = 'web-fleet';

interface OpenItemsTableProps {
  rows: readonly FleetItemRow[];
  labels: FleetLabels;
  onComplete: (row: FleetItemRow) => void;
  onEdit: (row: FleetItemRow) => void;
  onRemove: (row: FleetItemRow) => void;
}

/** A km item's due: the km, and beside it the km now and the forecast date when they are known. */
function DueCell({ row, labels }: { row: FleetItemRow; labels: FleetLabels }) {
  const { t } = useTranslation();
  if (row.dueKm === undefined) return <>{labels.due(row)}</>;
  return (
    <>
      <span style={NO_WRAP}>{labels.due(row)}</span>
      <Text span size="xs" c="dimmed" display="block" style={row.currentKm === undefined ? undefined : NO_WRAP}>
        {row.currentKm === undefined
          ? t(`${NS}:list.noCurrentKm`)
          : t(`${NS}:list.currentKm`, { km: labels.number(row.currentKm) })}
      </Text>
      {row.forecastDate && (
        <Text span size="xs" c="dimmed" display="block">
          {t(`${NS}:list.forecast`, { date: labels.date(row.forecastDate) })}
        </Text>
      )}
    </>
  );
}

/** The open occurrences, overdue first, each with its state in words and its actions. */
export function OpenItemsTable({ rows, labels, onComplete, onEdit, onRemove }: OpenItemsTableProps) {
  const { t } = useTranslation();
  const caption = t(`${NS}:list.openCaption`);
  const column = (key: string, style?: CSSProperties) => (
    <Table.Th scope="col" style={style}>
      {t(`${NS}:columns.${key}`)}
    </Table.Th>
  );
  return (
    <TableScroll label={caption} minWidth={1000}>
      <Table striped highlightOnHover withTableBorder captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {column('vehicle')}
            {column('type')}
            {column('state')}
            {column('due')}
            {column('repeat')}
            {column('cost', END)}
            {column('description')}
            {column('actions')}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const item = labels.summary(row);
            return (
              <Table.Tr key={row.id}>
                <Table.Th scope="row" fw={600}>
                  {labels.vehicleName(row.vehicleId)}
                </Table.Th>
                <Table.Td>{labels.typeName(row.type)}</Table.Td>
                <Table.Td>
                  <FleetStateBadge state={row.state} label={labels.stateName(row.state)} />
                </Table.Td>
                <Table.Td>
                  <DueCell row={row} labels={labels} />
                </Table.Td>
                <Table.Td>{labels.repeat(row)}</Table.Td>
                <Table.Td style={END}>{labels.money(row.cost)}</Table.Td>
                <Table.Td>{row.description || '–'}</Table.Td>
                <Table.Td>
                  <RowActions
                    editLabel={t(`${NS}:actions.editItem`, { item })}
                    onEdit={() => onEdit(row)}
                    deleteLabel={t(`${NS}:actions.removeItem`, { item })}
                    onDelete={() => onRemove(row)}
                  >
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={t(`${NS}:actions.completeItem`, { item })}
                      onClick={() => onComplete(row)}
                    >
                      {t(`${NS}:actions.complete`)}
                    </Button>
                  </RowActions>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
