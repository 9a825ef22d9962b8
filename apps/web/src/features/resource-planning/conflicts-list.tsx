import { Button, Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icons';
import type { CalendarPlan } from '@rahti/domain';
import { QueryError } from '../../components/ui/query-error';
import type { Period } from './planning-period';
import { useConflictIndex } from './use-conflict-index';
import type { ConflictWords } from './use-conflict-words';

interface ConflictsListProps {
  period: Period;
  plansById: ReadonlyMap<string, CalendarPlan>;
  /** A conflict in words, made only for the items shown. */
  describe: ConflictWords;
  onOpenPlan: (planId: string) => void;
}

/** Conflicts listed before "Show all": a month of a large office can have a thousand. */
const FIRST_ITEMS = 20;

/** Every conflict of the plans in view, each naming its rule and what to change; choosing one opens its plan. */
export function ConflictsList({ period, plansById, describe, onOpenPlan }: ConflictsListProps) {
  const { t } = useTranslation();
  const { conflicts, items } = useConflictIndex(period, plansById);
  const isChecking = conflicts.isFetching;
  const error = conflicts.error;
  const onRetry = () => void conflicts.refetch();
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? items : items.slice(0, FIRST_ITEMS);
  return (
    <Stack component="section" gap="xs" aria-labelledby="rp-conflicts">
      <Title order={2} size="h4" id="rp-conflicts">
        {t('web-resource-planning:conflicts.title', { count: items.length })}
        {isChecking && <Loader size="xs" ml="xs" aria-label={t('web-resource-planning:conflicts.checking')} />}
      </Title>
      {error ? (
        <QueryError error={error} fallbackKey="web-resource-planning:conflicts.failed" onRetry={onRetry} />
      ) : items.length === 0 ? (
        <Text size="sm">{t('web-resource-planning:conflicts.none')}</Text>
      ) : (
        <>
          <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
            {shown.map((item) => (
              <li key={item.key}>
                <UnstyledButton className="rp-conflict-item" fz="sm" onClick={() => onOpenPlan(item.plan.id)}>
                  <Icon name="warning" size={16} color="var(--mantine-color-red-8)" />
                  <span>{describe(item.conflict, item.plan)}</span>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
          {shown.length < items.length && (
            <Button variant="subtle" size="xs" onClick={() => setShowAll(true)} style={{ alignSelf: 'flex-start' }}>
              {t('web-resource-planning:conflicts.showAll', { count: items.length })}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
