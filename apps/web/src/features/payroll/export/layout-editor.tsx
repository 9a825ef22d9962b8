import { Checkbox, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PAYROLL_CATEGORIES,
  PAYROLL_DATE_FORMATS,
  type PayrollDateFormat,
  type PayrollExportSettings,
  type PayrollSystem,
} from '@rahti/domain';
import { FormActions } from '../../../components/ui/form-actions';
import { FormFailure } from '../../../components/ui/form-failure';
import { notifySuccess } from '../../../components/ui/notify';
import { PageLoader } from '../../../components/ui/page-loader';
import { QueryError } from '../../../components/ui/query-error';
import { errorMessage } from '../../../lib/api-error';
import { usePayrollExportSettings, useSavePayrollExportSettings } from '../payroll-api';
import { ColumnListEditor } from './column-list-editor';

/** A configurable system's saved layout (or its default), edited and saved for the organisation. */
export function LayoutEditor({ system, onDone }: { system: PayrollSystem; onDone: () => void }) {
  const list = usePayrollExportSettings();
  const entry = list.data?.find((candidate) => candidate.system === system);
  if (list.isPending) return <PageLoader />;
  if (list.isError) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  if (!entry) return <QueryError error={undefined} />;
  return <LayoutForm key={system} system={system} initial={entry.settings} saved={entry.saved} onDone={onDone} />;
}

interface LayoutFormProps {
  system: PayrollSystem;
  initial: PayrollExportSettings;
  /** False while the organisation uses the system's default. */
  saved: boolean;
  onDone: () => void;
}

function LayoutForm({ system, initial, saved, onDone }: LayoutFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [failure, setFailure] = useState<string>();
  const save = useSavePayrollExportSettings(system);
  const first = useRef<HTMLInputElement>(null);
  // The dialog was already open: its first field takes the focus as the editor replaces the export form.
  useEffect(() => first.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    save.mutate(draft, {
      onSuccess: () => {
        notifySuccess(t('web-payroll:layout.saved'));
        onDone();
      },
      onError: (error) => setFailure(errorMessage(error, t('errors:savingFailed'))),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{t(saved ? 'web-payroll:layout.savedNote' : 'web-payroll:layout.defaultNote')}</Text>
        <Checkbox
          ref={first}
          label={t('web-payroll:layout.header')}
          checked={draft.header}
          onChange={(event) => setDraft({ ...draft, header: event.currentTarget.checked })}
        />
        <Checkbox
          label={t('web-payroll:layout.decimalComma')}
          checked={draft.decimalComma}
          onChange={(event) => setDraft({ ...draft, decimalComma: event.currentTarget.checked })}
        />
        <NativeSelect
          label={t('web-payroll:layout.dateFormat')}
          data={[...PAYROLL_DATE_FORMATS]}
          value={draft.dateFormat}
          onChange={(event) => setDraft({ ...draft, dateFormat: event.currentTarget.value as PayrollDateFormat })}
          w={200}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {PAYROLL_CATEGORIES.map((category) => (
            <ColumnListEditor
              key={category}
              legend={t(`web-payroll:categories.${category}`)}
              columns={draft.columns[category]}
              onChange={(columns) =>
                setDraft((current) => ({ ...current, columns: { ...current.columns, [category]: columns } }))
              }
            />
          ))}
        </SimpleGrid>
        <FormFailure message={failure} />
        <FormActions submitLabel={t('web-payroll:layout.save')} onCancel={onDone} saving={save.isPending} />
      </Stack>
    </form>
  );
}
