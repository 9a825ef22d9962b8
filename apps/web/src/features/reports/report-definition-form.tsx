import { Button, Group, MultiSelect, NativeSelect, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  REPORT_CATALOGUE,
  type ReportCatalogue,
  type ReportFilters,
  type ReportGrouping,
  type ReportKind,
} from '@rahti/domain';
import { DateField } from '../../components/ui/date-field';
import type { FilterOptions } from './use-filter-options';

export interface DefinitionDraft {
  kind: ReportKind;
  from: string;
  to: string;
  grouping: ReportGrouping;
  filters: ReportFilters;
}

interface Props {
  catalogue: ReportCatalogue;
  draft: DefinitionDraft;
  onChange: (draft: DefinitionDraft) => void;
  options: FilterOptions;
  /** Shows the table of the draft. */
  onShow: () => void;
  problem?: string;
  /** The schedule dialog has no period: the schedule sends the previous week or month. */
  withPeriod?: boolean;
}

/** The report, its period, grouping and filters: those the chosen report offers. */
export function ReportDefinitionForm({
  catalogue,
  draft,
  onChange,
  options,
  onShow,
  problem,
  withPeriod = true,
}: Props) {
  const { t } = useTranslation();
  const entry = REPORT_CATALOGUE[draft.kind];
  const setKind = (kind: ReportKind) =>
    onChange({ ...draft, kind, grouping: REPORT_CATALOGUE[kind].groupings[0]!, filters: emptyFilters() });
  return (
    <Stack gap="sm">
      <Group align="flex-end" role="group" aria-label={t('web-reports:definition')}>
        <NativeSelect
          label={t('web-reports:kind')}
          data={catalogue.map((item) => ({ value: item.kind, label: t(`reports:kinds.${item.kind}`) }))}
          value={draft.kind}
          onChange={(event) => setKind(event.currentTarget.value as ReportKind)}
          w={300}
        />
        {withPeriod && (
          <>
            <DateField
              label={t('web-reports:from')}
              value={draft.from}
              onChange={(from) => onChange({ ...draft, from })}
              w={170}
            />
            <DateField
              label={t('web-reports:to')}
              value={draft.to}
              onChange={(to) => onChange({ ...draft, to })}
              error={problem}
              w={170}
            />
          </>
        )}
        <NativeSelect
          label={t('reports:grouping')}
          data={entry.groupings.map((value) => ({ value, label: t(`reports:groupings.${value}`) }))}
          value={draft.grouping}
          onChange={(event) => onChange({ ...draft, grouping: event.currentTarget.value as ReportGrouping })}
          w={200}
        />
        {withPeriod && (
          <Button onClick={onShow} disabled={!draft.from || !draft.to}>
            {t('web-reports:show')}
          </Button>
        )}
      </Group>
      <Group align="flex-start">
        {entry.filters.map((filter) => (
          <MultiSelect
            key={filter}
            label={t(`reports:filters.${filter}`)}
            placeholder={t('web-reports:allOf')}
            data={options[filter]}
            value={draft.filters[filter]}
            onChange={(ids) => onChange({ ...draft, filters: { ...draft.filters, [filter]: ids } })}
            searchable
            clearable
            w={260}
          />
        ))}
      </Group>
    </Stack>
  );
}

export const emptyFilters = (): ReportFilters => ({
  departmentIds: [],
  vehicleIds: [],
  driverIds: [],
  customerIds: [],
});
