import { Button, Table } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { FleetItemRow } from '@rahti/domain';
import { TableScroll } from '../../components/ui/table-scroll';
import type { FleetLabels } from './fleet-labels';
import { FleetStateBadge } from './fleet-state-badge';

const END: CSSProperties = { textAlign: 'end', whiteSpace: 'nowrap' };
/** Figures stay on their line ("100 000 km"), as the other tables' figures do. */
const NO_WRAP: CSSProperties = { whiteSpace: 'nowrap' };
const NS = 'web-fleet';

interface DoneItemsTableProps {
  rows: readonly FleetItemRow[];
  labels: FleetLabels;
  /** The row being undone, whose button shows it is busy. */
  undoingId: string | undefined;
  onUndo: (row: FleetItemRow) => void;
}

/** Done occurrences with their completion date, km and actual cost; the latest of a series can be undone. */
export function DoneItemsTable({ rows, labels, undoingId, onUndo }: DoneItemsTableProps) {
  const { t } = useTranslation();
  const caption = t(`${NS}:list.doneCaption`);
  const column = (key: string, style?: CSSProperties) => (
    <Table.Th scope="col" style={style}>
      {t(`${NS}:columns.${key}`)}
    </Table.Th>
  );
  return (
    <TableScroll label={caption} minWidth={1000}>
      <Table striped withTableBorder captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {column('vehicle')}
            {column('type')}
            {column('state')}
            {column('due')}
            {column('completed')}
            {column('completedKm', END)}
            {column('actualCost', END)}
            {column('description')}
            {column('actions')}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Th scope="row" fw={600}>
                {labels.vehicleName(row.vehicleId)}
              </Table.Th>
              <Table.Td>{labels.typeName(row.type)}</Table.Td>
              <Table.Td>
                <FleetStateBadge state={row.state} label={labels.stateName(row.state)} />
              </Table.Td>
              <Table.Td style={NO_WRAP}>{labels.due(row)}</Table.Td>
              <Table.Td style={NO_WRAP}>{row.completedDate ? labels.date(row.completedDate) : '–'}</Table.Td>
              <Table.Td style={END}>{row.completedKm === null ? '–' : labels.km(row.completedKm)}</Table.Td>
              <Table.Td style={END}>{row.actualCost === null ? '–' : labels.money(row.actualCost)}</Table.Td>
              <Table.Td>{row.description || '–'}</Table.Td>
              <Table.Td>
                {row.undoable && (
                  <Button
                    size="xs"
                    variant="default"
                    loading={undoingId === row.id}
                    aria-label={t(`${NS}:actions.undoItem`, { item: labels.summary(row) })}
                    onClick={() => onUndo(row)}
                  >
                    {t(`${NS}:actions.undo`)}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
