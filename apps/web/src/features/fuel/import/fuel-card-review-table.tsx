import { Button, Table } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FuelCardField } from '@rahti/domain';
import { EditableCell } from '../../../components/ui/editable-cell';
import { TableScroll } from '../../../components/ui/table-scroll';
import type { FuelLabels } from '../fuel-labels';
import { FuelCardRowStatus } from './fuel-card-row-status';
import type { ReviewRow } from './fuel-card-review-rows';

const NS = 'web-fuel-import:review';

interface TableProps {
  caption: string;
  rows: readonly ReviewRow[];
  /** The fields the mapping reads, in the file's order of facts. */
  fields: readonly FuelCardField[];
  labels: FuelLabels;
  onEdit: (line: number, field: FuelCardField, value: string) => void;
  onLeaveOut: (line: number) => void;
}

/** A page of the file's rows: what becomes of each, its cells (inputs where it needs fixing) and leaving it out. */
export function FuelCardReviewTable({ caption, rows, fields, labels, onEdit, onLeaveOut }: TableProps) {
  const { t } = useTranslation();
  return (
    <TableScroll label={caption} minWidth={fields.length * 120 + 460}>
      <Table withTableBorder captionSide="top" verticalSpacing={6}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" ta="end">
              {t(`${NS}.line`)}
            </Table.Th>
            <Table.Th scope="col" miw={260}>
              {t(`${NS}.outcome`)}
            </Table.Th>
            {fields.map((field) => (
              <Table.Th key={field} scope="col">
                {t(`web-fuel-import:fields.${field}`)}
              </Table.Th>
            ))}
            <Table.Th scope="col">{t(`${NS}.actions`)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <ReviewTableRow
              key={row.line}
              row={row}
              fields={fields}
              labels={labels}
              onEdit={onEdit}
              onLeaveOut={onLeaveOut}
            />
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

type RowProps = Omit<TableProps, 'caption' | 'rows'> & { row: ReviewRow };

const ReviewTableRow = memo(function ReviewTableRow({ row, fields, labels, onEdit, onLeaveOut }: RowProps) {
  const { t } = useTranslation();
  const editable = row.edited || row.status === 'error';
  const problemsId = `fuel-card-line-${row.line}-problems`;
  return (
    <Table.Tr bg={row.status === 'error' && !row.edited ? 'var(--mantine-color-red-light)' : undefined}>
      <Table.Th scope="row" ta="end">
        {row.line}
      </Table.Th>
      <Table.Td miw={260}>
        <FuelCardRowStatus row={row} labels={labels} problemsId={problemsId} />
      </Table.Td>
      {fields.map((field) => (
        <EditableCell
          key={field}
          editable={editable}
          label={t(`${NS}.cellLabel`, { line: row.line, field: t(`web-fuel-import:fields.${field}`) })}
          value={row.values[field] ?? ''}
          invalid={!row.edited && row.problems.some((problem) => problem.field === field)}
          problemsId={problemsId}
          minWidth={96}
          onChange={(value) => onEdit(row.line, field, value)}
        />
      ))}
      <Table.Td>
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => onLeaveOut(row.line)}
          aria-label={t(`${NS}.leaveOutLine`, { line: row.line })}
        >
          {t(`${NS}.leaveOut`)}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
});
