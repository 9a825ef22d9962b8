import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { completeFuelCardMapping, type FuelCardImportResult, type Vehicle } from '@rahti/domain';
import { FormFailure } from '../../../components/ui/form-failure';
import { errorMessage } from '../../../lib/api-error';
import { useFileDownload } from '../../../lib/file-download';
import { FileDropZone } from '../../imports/file-drop-zone';
import { UploadStatus } from '../../imports/upload-status';
import { useFuelLabels } from '../fuel-labels';
import { FuelCardMappingForm } from './fuel-card-mapping-form';
import { FuelCardReview } from './fuel-card-review';
import { useFuelCardPreview } from './use-fuel-card-preview';

const NS = 'web-fuel-import';
const NO_VEHICLES: readonly Vehicle[] = [];
const SAMPLE_PATH = '/refuels/import/sample';

/**
 * Import a fuel-card file (issue 25): choose a CSV or XLSX (or download a sample made of the
 * organisation's own vehicles), see which column holds what and change it, then the rows: new
 * refuels, duplicates of refuels already counted, and rows to fix or leave out; all saved at once.
 */
export function FuelCardImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const labels = useFuelLabels(NO_VEHICLES);
  const { state, upload, retry, readAgain } = useFuelCardPreview();
  const [result, setResult] = useState<FuelCardImportResult>();
  const [downloadFailure, setDownloadFailure] = useState<string>();
  const sample = useFileDownload((error) => setDownloadFailure(errorMessage(error, t('errors:unknown'))));
  const preview = state.step === 'done' ? state.preview : undefined;
  const mapping = preview && preview.missing.length === 0 ? completeFuelCardMapping(preview.mapping) : undefined;

  return (
    <Modal opened onClose={onClose} title={t(`${NS}:title`)} size="80rem">
      {result ? (
        <Stack>
          <Text role="status" fw={600}>
            {t(`${NS}:done.imported`, { count: result.imported })}{' '}
            {t(`${NS}:done.duplicates`, { count: result.duplicates })}
          </Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t(`${NS}:done.close`)}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <Text size="sm">{t(`${NS}:intro`)}</Text>
          <Group>
            <Button
              variant="default"
              loading={sample.isPending(SAMPLE_PATH)}
              onClick={() => {
                setDownloadFailure(undefined);
                void sample.download(SAMPLE_PATH, 'fuel-card-sample.csv');
              }}
            >
              {t(`${NS}:sample`)}
            </Button>
          </Group>
          <FormFailure message={downloadFailure} />
          <FileDropZone onFile={upload} />
          <UploadStatus state={state} onRetry={retry} />
          {state.step === 'done' && preview && (
            <>
              <Title order={3} size="h5">
                {t(`${NS}:mapping.title`, { fileName: state.fileName })}
              </Title>
              <FuelCardMappingForm
                key={`mapping-${state.id}`}
                preview={preview}
                labels={labels}
                busy={false}
                onRead={readAgain}
              />
              <Title order={3} size="h5">
                {t(`${NS}:review.title`)}
              </Title>
              {mapping ? (
                <FuelCardReview
                  key={`review-${state.id}`}
                  fileName={state.fileName}
                  preview={preview}
                  mapping={mapping}
                  labels={labels}
                  onSaved={setResult}
                />
              ) : (
                <Alert color="orange" title={t(`${NS}:missing.title`)}>
                  {t(`${NS}:missing.fields`, {
                    fields: preview.missing.map((field) => t(`${NS}:fields.${field}`)).join(', '),
                  })}
                </Alert>
              )}
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
