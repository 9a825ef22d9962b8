import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImportKindName } from './import-kinds';
import { TEMPLATE_FORMATS, useTemplateDownload } from './use-template-download';

export function TemplateDownloads({ kind }: { kind: ImportKindName }) {
  const { t } = useTranslation();
  const { download, isPending } = useTemplateDownload(kind);
  return (
    <Group gap="xs" align="center">
      <Text>{t('web-imports:templates.intro')}</Text>
      {TEMPLATE_FORMATS.map((format) => (
        <Button
          key={format}
          variant="default"
          size="sm"
          loading={isPending(format)}
          onClick={() => void download(format)}
        >
          {t('web-imports:templates.download', { format: format.toUpperCase() })}
        </Button>
      ))}
    </Group>
  );
}
