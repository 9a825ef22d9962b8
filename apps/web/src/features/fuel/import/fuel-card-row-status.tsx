import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FuelLabels } from '../fuel-labels';
import type { ReviewRow } from './fuel-card-review-rows';

const NS = 'web-fuel-import:review.status';

/**
 * What will become of a row, in words: a new refuel as it was read, a duplicate with the refuel
 * (or earlier line) it repeats, the problems of a row to fix, or a changed row not checked yet.
 */
export function FuelCardRowStatus({
  row,
  labels,
  problemsId,
}: {
  row: ReviewRow;
  labels: FuelLabels;
  problemsId: string;
}) {
  const { t } = useTranslation();
  if (row.edited)
    return (
      <Text size="sm" fw={600}>
        {t(`${NS}.edited`)}
      </Text>
    );
  if (row.status === 'error')
    return (
      <List size="sm" id={problemsId} c="red.9" aria-label={t(`${NS}.error`)}>
        {row.problems.map((problem, index) => (
          <List.Item key={index}>{problem.message}</List.Item>
        ))}
      </List>
    );
  const refuel = row.refuel!;
  const read = t(`${NS}.read`, {
    vehicle: refuel.registerNumber,
    at: labels.dateTime(refuel.at),
    fuel: labels.fuelName(refuel.fuelType),
    amount: labels.amount(refuel.amount, refuel.unit),
  });
  if (row.status === 'new')
    return (
      <Text size="sm">
        <Text span fw={600} c="green.9">
          {t(`${NS}.new`)}
        </Text>{' '}
        {read}
      </Text>
    );
  const repeated = row.duplicateOf!;
  const of = { at: labels.dateTime(repeated.at), amount: labels.amount(repeated.amount, repeated.unit) };
  return (
    <Text size="sm">
      <Text span fw={600}>
        {t(`${NS}.duplicate`)}
      </Text>{' '}
      {repeated.line !== undefined
        ? t(`${NS}.duplicateOfLine`, { line: repeated.line })
        : t(`${NS}.duplicateOfRefuel`, { ...of, source: labels.source(repeated.source ?? 'manual') })}
    </Text>
  );
}
