import { Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A fleet table's caption, read by screen readers but not drawn (the section's title says it),
 * and its column headers: each column's catalogue key under `namespace`.
 */
export function CaptionAndHeads({
  caption,
  namespace,
  columns,
}: {
  caption: string;
  namespace: string;
  columns: readonly string[];
}) {
  const { t } = useTranslation();
  return (
    <>
      <Table.Caption>
        <VisuallyHidden>{caption}</VisuallyHidden>
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column} scope="col">
              {t(`${namespace}.${column}`)}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
    </>
  );
}
