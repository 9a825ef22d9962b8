import { List, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_MAX_ROWS } from '@rahti/domain';
import { IMPORT_MAX_FILE_MB, type ImportKind } from './import-kinds';

/** How the file must look (spec section 5, "Imports"), with the columns in template order. */
/** The catalogue formats both limits (`{{…, number}}`), so they go in as numbers. */
export function ImportRules({ kind, children }: { kind: ImportKind; children?: ReactNode }) {
  const { t } = useTranslation();
  const columnsId = `import-columns-${kind.name}`;

  return (
    <Stack gap="xs">
      <List spacing={4}>
        <List.Item>{t('web-imports:rules.formats')}</List.Item>
        <List.Item>{t('web-imports:rules.header')}</List.Item>
        <List.Item>{t('web-imports:rules.dates')}</List.Item>
        <List.Item>{t('web-imports:rules.limits', { maxMb: IMPORT_MAX_FILE_MB, maxRows: IMPORT_MAX_ROWS })}</List.Item>
      </List>
      <Text id={columnsId}>{t('web-imports:rules.columnsIntro')}</Text>
      <List type="ordered" spacing={2} aria-labelledby={columnsId}>
        {kind.columns.map((column) => (
          <List.Item key={column}>
            {t(`organisation-data:columns.${column}`)}
            {kind.required.includes(column) && <Text span c="dimmed">{` (${t('web-imports:rules.required')})`}</Text>}
          </List.Item>
        ))}
      </List>
      {children}
    </Stack>
  );
}
