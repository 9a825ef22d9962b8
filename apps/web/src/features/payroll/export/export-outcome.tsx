import { Alert, Anchor, Group, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MAESTRO_PROBLEMS, workTypeName, type MaestroProblemKind, type PayrollExportResult } from '@rahti/domain';

/** Where each Maestro problem is fixed; a route code has no page of its own yet. */
const FIX_PAGES: Partial<Record<MaestroProblemKind, string>> = {
  employeeNumber: '/drivers',
  salaryCode: '/organisation#organisation-payroll-codes',
  vehicleCode: '/vehicles',
};

interface ExportOutcomeProps {
  result: PayrollExportResult;
  systemName: string;
  /** Whether shifts were asked for: only then does a missing overtime period matter. */
  withShifts: boolean;
  /** The payroll codes live on /organisation, which only Admins and Superusers open. */
  canEditCodes: boolean;
}

/** What an export gave: the files saved, the lines left out for want of a code, or (Maestro) what to fix first. */
export function ExportOutcome({ result, systemName, withShifts, canEditCodes }: ExportOutcomeProps) {
  const { t } = useTranslation();
  const codesLink = canEditCodes ? (
    <Anchor component={Link} to="/organisation#organisation-payroll-codes" size="sm">
      {t('web-payroll:export.codesLink')}
    </Anchor>
  ) : (
    <Text size="sm">{t('web-payroll:export.askAdmin')}</Text>
  );

  if (result.problems.length > 0) {
    const kinds = MAESTRO_PROBLEMS.filter((kind) => result.problems.some((problem) => problem.problem === kind));
    return (
      <Alert color="red" role="alert" title={t('web-payroll:export.problemsTitle', { system: systemName })}>
        <List size="sm" spacing={2}>
          {result.problems.map((problem) => (
            <List.Item key={`${problem.line}-${problem.problem}`}>
              {t('web-payroll:export.problem', {
                driver: problem.driverName,
                line: problem.line,
                problem: t(`web-payroll:export.problems.${problem.problem}`),
              })}
              {problem.value !== '' && ` (${problem.value})`}
            </List.Item>
          ))}
        </List>
        <Group mt="xs">
          {kinds.map((kind) => {
            const page = FIX_PAGES[kind];
            if (!page || (kind === 'salaryCode' && !canEditCodes)) return null;
            return (
              <Anchor key={kind} component={Link} to={page} size="sm">
                {t(`web-payroll:export.fix.${kind}`)}
              </Anchor>
            );
          })}
        </Group>
      </Alert>
    );
  }

  return (
    <Stack gap="sm">
      {result.files.length > 0 && (
        <Alert
          color="green"
          role="status"
          title={t('web-payroll:export.done', { count: result.lineCount, system: systemName })}
        >
          <Text size="sm">
            {t('web-payroll:export.files', { names: result.files.map((file) => file.name).join(', ') })}
          </Text>
        </Alert>
      )}
      {result.leftOut.length > 0 && (
        <Alert color="yellow" role="status" title={t('web-payroll:export.leftOutTitle')}>
          <List size="sm" spacing={2}>
            {result.leftOut.map((entry) => {
              const name = entry.line
                ? t(`web-payroll:lines.${entry.line}`)
                : t(`work-types:${workTypeName(entry.workType ?? 0)}`);
              return (
                <List.Item key={`${entry.line ?? ''}-${entry.workType ?? ''}`}>
                  {t('web-payroll:export.leftOutLine', { name, count: entry.count })}
                </List.Item>
              );
            })}
          </List>
          <Group mt="xs">{codesLink}</Group>
        </Alert>
      )}
      {result.files.length > 0 && result.notApprovedCount > 0 && (
        <Alert color="yellow" role="status">
          <Text size="sm">{t('web-payroll:export.notApprovedLeftOut', { count: result.notApprovedCount })}</Text>
        </Alert>
      )}
      {withShifts && result.files.length > 0 && result.overtimePeriods.length === 0 && (
        <Alert color="blue" role="status">
          <Text size="sm">{t('web-payroll:export.noOvertime')}</Text>
        </Alert>
      )}
    </Stack>
  );
}
