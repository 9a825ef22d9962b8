import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  PAYROLL_SYSTEMS,
  isPayrollSystem,
  type PayPeriod,
  type PayrollExportFile,
  type PayrollExportRequest,
  type PayrollExportResult,
} from '@rahti/domain';
import { useHasAccess } from '../../../auth/use-account';
import { FormFailure } from '../../../components/ui/form-failure';
import { ApiRequestError, errorMessage } from '../../../lib/api-error';
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

/** The server's refusal of a range with items not approved (issue 21): its words, and the request to repeat for the approved items only. */
interface NotApproved {
  message: string;
  request: PayrollExportRequest;
}

/**
 * "Export to payroll": system, dates and categories; the files are saved as they come. It stays
 * open afterwards to say what was exported, left out or must be fixed first. A range with items
 * not approved is refused with the server's message, a link to them in the timesheet, and the
 * choice to export the approved items only (then nothing is paid for the others, as the summary
 * shows). Admins and Superusers edit a configurable system's layout in the same dialog.
 */
export function PayrollExportDialog({ period, today, onClose }: PayrollExportDialogProps) {
  const { t } = useTranslation();
  const canManage = useHasAccess('adminOrSuperuser');
  const schema = useMemo(() => exportFormSchema(period), [period]);
  const form = useZodForm<ExportFormValues, PayrollExportRequest>(schema, initialExportValues(period, today));
  const exporter = usePayrollExport();
  const [outcome, setOutcome] = useState<{ result: PayrollExportResult; request: PayrollExportRequest }>();
  const [failure, setFailure] = useState<string>();
  const [notApproved, setNotApproved] = useState<NotApproved>();
  const [editingLayout, setEditingLayout] = useState(false);
  // Back from the layout, the focus returns to the button that opened it.
  const [backFromLayout, setBackFromLayout] = useState(false);
  const system = Number(form.values.system);
  const systemName = (number: number) =>
    isPayrollSystem(number) ? t(`web-payroll:systems.${PAYROLL_SYSTEMS[number]}`) : '';

  const run = (request: PayrollExportRequest) => {
    setFailure(undefined);
    setNotApproved(undefined);
    setOutcome(undefined);
    exporter.mutate(request, {
      onSuccess: (result) => {
        if (result.problems.length === 0) saveFiles(result.files);
        setOutcome({ result, request });
      },
      onError: (error) => {
        if (error instanceof ApiRequestError && error.code === 'payroll:itemsNotApproved')
          setNotApproved({ message: error.message, request });
        else if (!form.applyServerErrors(error)) setFailure(errorMessage(error, t('web-payroll:export.failed')));
      },
    });
  };
  const submit = form.onSubmit(run);
  const timesheetLink = (request: PayrollExportRequest) =>
    `/timesheet?${new URLSearchParams({ from: request.from, to: request.to, notApproved: 'true' }).toString()}`;

  const layoutSystem = editingLayout && isPayrollSystem(system) ? system : undefined;
  const closeLayout = () => {
    setEditingLayout(false);
    setBackFromLayout(true);
  };
  const title = layoutSystem
    ? t('web-payroll:layout.title', { system: systemName(layoutSystem) })
    : t('web-payroll:export.title');

  return (
    <Modal opened onClose={onClose} title={title} size="lg" centered>
      {layoutSystem ? (
        <LayoutEditor system={layoutSystem} onDone={closeLayout} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <ExportFields
              form={form}
              period={period}
              onEditLayout={canManage ? () => setEditingLayout(true) : undefined}
              focusLayoutButton={backFromLayout}
            />
            {outcome && (
              <ExportOutcome
                result={outcome.result}
                systemName={systemName(outcome.request.system)}
                withShifts={outcome.request.categories.includes('shifts')}
                canEditCodes={canManage}
              />
            )}
            {notApproved && (
              <Alert color="yellow" role="alert">
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{notApproved.message}</Text>
                  <Anchor component={Link} to={timesheetLink(notApproved.request)} size="sm">
                    {t('web-payroll:unapprovedLink')}
                  </Anchor>
                  <Button
                    variant="default"
                    size="xs"
                    onClick={() => run({ ...notApproved.request, allowNotApproved: true })}
                    loading={exporter.isPending}
                  >
                    {t('web-payroll:export.approvedOnly')}
                  </Button>
                </Stack>
              </Alert>
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
