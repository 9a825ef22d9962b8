import { Button, List, Table, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { EditableCell } from '../../components/ui/editable-cell';
import type { EditableRow } from './import-rows';
import type { RowProblem } from './use-import-rows';

interface ImportTableRowProps {
  row: EditableRow;
  columns: readonly string[];
  problems: readonly RowProblem[] | undefined;
  onEdit: (line: number, field: string, value: string) => void;
  onRemove: (line: number) => void;
}

/** One line of the file: plain text when ready, inputs once it has (or had) a problem. */
export const ImportTableRow = memo(function ImportTableRow({
  row,
  columns,
  problems = [],
  onEdit,
  onRemove,
}: ImportTableRowProps) {
  const { t } = useTranslation();
  const editable = row.touched || problems.length > 0;
  const problemsId = `import-line-${row.line}-problems`;
  const columnLabel = (column: string) => t(`organisation-data:columns.${column}`);

  return (
    <Table.Tr bg={problems.length > 0 ? 'var(--mantine-color-red-light)' : undefined}>
      <Table.Th scope="row" ta="end">
        {row.line}
      </Table.Th>
      <Table.Td miw={220}>
        {problems.length > 0 ? (
          <List size="sm" id={problemsId} c="red.9">
            {problems.map((problem, index) => (
              <List.Item key={index}>{problem.message}</List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm">{t('web-imports:review.ready')}</Text>
        )}
      </Table.Td>
      {columns.map((column) => (
        <EditableCell
          key={column}
          editable={editable}
          label={t('web-imports:review.cellLabel', { line: row.line, column: columnLabel(column) })}
          value={row.values[column] ?? ''}
          invalid={problems.some((p) => p.field === column)}
          problemsId={problemsId}
          minWidth={100}
          onChange={(value) => onEdit(row.line, column, value)}
        />
      ))}
      <Table.Td>
        <Button
          size="compact-sm"
          variant="default"
          color="red"
          onClick={() => onRemove(row.line)}
          aria-label={t('web-imports:review.removeLine', { line: row.line })}
        >
          {t('web-imports:review.remove')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
});
