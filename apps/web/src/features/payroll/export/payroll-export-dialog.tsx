import { Button, Group, Modal, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYROLL_SYSTEMS, isPayrollSystem, type PayPeriod, type PayrollExportFile, type PayrollExportRequest, type PayrollExportResult } from '@rahti/domain';
import { useHasAccess } from '../../../auth/use-account';
import { FormFailure } from '../../../components/ui/form-failure';
import { errorMessage } from '../../../lib/api-error';
import { saveBlob } from '../../../lib/file-download';
import { useZodForm } from '../../../lib/use-zod-form';
import { usePayrollExport } from '../payroll-api';
import { exportFormSchema, initialExportValues, type ExportFormValues } from './export-form';
import { ExportFields } from './export-fields';
import { ExportOutcome } from './export-outcome';
import { LayoutEditor } from './layout-editor';

/** Each file as the server wrote it (Netvisor gives two), with its own media type. */
const saveFiles = (files: readonly PayrollExportFile[]) => {
  for (const file of files) saveBlob(file.name, new Blob([file.content], { type: file.mediaType }));
};

interface PayrollExportDialogProps {
  period: PayPeriod | undefined;
  today: string;
  onClose: () => void;
}

/**
 * "Export to payroll": system, dates and categories; the files are saved as they come. It stays
 * open afterwards to say what was exported, left out or must be fixed first. Admins and
 * Superusers edit a configurable system's layout in the same dialog.
 */
export function PayrollExportDialog({ period, today, onClose }: PayrollExportDialogProps) {
  const { t } = useTranslation();
  const canManage = useHasAccess('adminOrSuperuser');
  const schema = useMemo(() => exportFormSchema(period), [period]);
  const form = useZodForm<ExportFormValues, PayrollExportRequest>(schema, initialExportValues(period, today));
  const exporter = usePayrollExport();
  const [outcome, setOutcome] = useState<{ result: PayrollExportResult; request: PayrollExportRequest }>();
  const [failure, setFailure] = useState<string>();
  const [editingLayout, setEditingLayout] = useState(false);
  // Back from the layout, the focus returns to the button that opened it.
  const [backFromLayout, setBackFromLayout] = useState(false);
  const system = Number(form.values.system);
  const systemName = (number: number) => (isPayrollSystem(number) ? t(`web-payroll:systems.${PAYROLL_SYSTEMS[number]}`) : '');

  const submit = form.onSubmit((request) => {
    setFailure(undefined);
    setOutcome(undefined);
    exporter.mutate(request, {
      onSuccess: (result) => {
        if (result.problems.length === 0) saveFiles(result.files);
        setOutcome({ result, request });
      },
      onError: (error) => {
        if (!form.applyServerErrors(error)) setFailure(errorMessage(error, t('web-payroll:export.failed')));
      },
    });
  });

  const layoutSystem = editingLayout && isPayrollSystem(system) ? system : undefined;
  const closeLayout = () => {
    setEditingLayout(false);
    setBackFromLayout(true);
  };
  const title = layoutSystem ? t('web-payroll:layout.title', { system: systemName(layoutSystem) }) : t('web-payroll:export.title');

  return (
    <Modal opened onClose={onClose} title={title} size="lg" centered>
      {layoutSystem ? (
        <LayoutEditor system={layoutSystem} onDone={closeLayout} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <ExportFields form={form} period={period} onEditLayout={canManage ? () => setEditingLayout(true) : undefined} focusLayoutButton={backFromLayout} />
            {outcome && (
              <ExportOutcome
                result={outcome.result}
                systemName={systemName(outcome.request.system)}
                withShifts={outcome.request.categories.includes('shifts')}
                canEditCodes={canManage}
              />
            )}
            <FormFailure message={failure} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('web:common.close')}
              </Button>
              <Button type="submit" loading={exporter.isPending}>
                {t('web-payroll:export.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
