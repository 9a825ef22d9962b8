import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../components/ui/page-section';
import { FileDropZone } from './file-drop-zone';
import type { ImportKind } from './import-kinds';
import { ImportReview } from './import-review';
import { ImportRules } from './import-rules';
import { TemplateDownloads } from './template-downloads';
import { UploadStatus } from './upload-status';
import { usePreviewUpload } from './use-preview-upload';

/**
 * A spreadsheet import (spec section 5, "Imports"): the rules and templates, the upload with
 * progress, then a preview to fix before everything is saved at once. `children` adds to the rules.
 */
export function ImportPage({ kind, children }: { kind: ImportKind; children?: ReactNode }) {
  const { t } = useTranslation();
  const { state, upload, retry } = usePreviewUpload(kind.name);

  return (
    <Stack>
      <Title order={1}>{t(`web-imports:kinds.${kind.name}.title`)}</Title>
      <Text>{t(`web-imports:kinds.${kind.name}.intro`)}</Text>
      <PageSection id="import-file" title={t('web-imports:rules.heading')}>
        <Stack>
          <ImportRules kind={kind}>{children}</ImportRules>
          <TemplateDownloads kind={kind.name} />
        </Stack>
      </PageSection>
      <PageSection id="import-upload" title={t('web-imports:upload.heading')}>
        <Stack>
          <FileDropZone onFile={(file) => void upload(file)} />
          <UploadStatus state={state} onRetry={retry} />
        </Stack>
      </PageSection>
      {state.step === 'done' && (
        <PageSection id="import-review" title={t('web-imports:review.heading', { fileName: state.fileName })}>
          <ImportReview key={state.id} kind={kind} fileName={state.fileName} preview={state.preview} />
        </PageSection>
      )}
    </Stack>
  );
}
