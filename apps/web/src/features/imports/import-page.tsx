import { Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { PageSection } from '../../components/ui/page-section';
import { FileDropZone } from './file-drop-zone';
import type { ImportKind } from './import-kinds';
import { ImportReview, NO_REVIEW, type ReviewStatus } from './import-review';
import { ImportRules } from './import-rules';
import { TemplateDownloads } from './template-downloads';
import { UploadStatus } from './upload-status';
import { usePreviewUpload } from './use-preview-upload';

/**
 * A spreadsheet import (spec section 5, "Imports"): the rules and templates, the upload with
 * progress, then a preview to fix before everything is saved at once. `children` adds to the rules.
 * No file is taken while the rows are being saved, and a preview with fixes is replaced only
 * once the user agrees.
 */
export function ImportPage({ kind, children }: { kind: ImportKind; children?: ReactNode }) {
  const { t } = useTranslation();
  const { state, upload, retry } = usePreviewUpload(kind.name);
  const [review, setReview] = useState<ReviewStatus>(NO_REVIEW);
  // Kept after the question closes, so its texts stay while the dialog fades out.
  const [replacement, setReplacement] = useState<{ file: File; replaces: string; asking: boolean }>();

  const chooseFile = (file: File) => {
    if (review.hasUnsavedEdits && state.step === 'done')
      setReplacement({ file, replaces: state.fileName, asking: true });
    else void upload(file);
  };
  const closeQuestion = () => setReplacement((current) => current && { ...current, asking: false });
  const replace = () => {
    if (replacement) void upload(replacement.file);
    closeQuestion();
  };

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
          <FileDropZone onFile={chooseFile} disabled={review.isSaving} />
          <UploadStatus state={state} onRetry={retry} />
        </Stack>
      </PageSection>
      {state.step === 'done' && (
        <PageSection id="import-review" title={t('web-imports:review.heading', { fileName: state.fileName })}>
          <ImportReview
            key={state.id}
            kind={kind}
            fileName={state.fileName}
            preview={state.preview}
            onStatusChange={setReview}
          />
        </PageSection>
      )}
      <ConfirmDialog
        opened={replacement?.asking ?? false}
        title={t('web-imports:replace.title')}
        message={t('web-imports:replace.message', { fileName: replacement?.replaces })}
        confirmLabel={t('web-imports:replace.confirm', { fileName: replacement?.file.name })}
        onConfirm={replace}
        onClose={closeQuestion}
      />
    </Stack>
  );
}
