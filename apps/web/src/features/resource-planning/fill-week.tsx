import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlanSuggestions } from '@rahti/domain';
import { notifyError } from '../../components/ui/notify';
import { errorMessage } from '../../lib/api-error';
import { useSuggestPlans } from './planning-api';
import type { Period } from './planning-period';
import type { PlanningWords } from './use-planning-words';

const NS = 'web-resource-planning';

/**
 * "Fill the week" (decision 0030): the period's open runs given to drivers without a conflict, as
 * the planner's drafts. What was made is said in words, each with why its driver was chosen,
 * and each run left open with what stopped it; nothing is published until the planner does.
 */
export function FillWeek({ period, words }: { period: Period; words: PlanningWords }) {
  const { t } = useTranslation();
  const suggest = useSuggestPlans();
  const result = suggest.data;

  return (
    <Stack gap="xs">
      <Group>
        <Button
          size="xs"
          variant="light"
          loading={suggest.isPending}
          onClick={() =>
            suggest.mutate(period, { onError: (error) => notifyError(errorMessage(error, t('errors:savingFailed'))) })
          }
        >
          {t(`${NS}:fill.button`)}
        </Button>
      </Group>
      {result && <FillResult result={result} words={words} onClose={() => suggest.reset()} />}
    </Stack>
  );
}

function FillResult({
  result,
  words,
  onClose,
}: {
  result: PlanSuggestions;
  words: PlanningWords;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const when = (item: { routeId: string; start: string; date: string }) =>
    `${words.route(item.routeId)}, ${words.day(item.date)} ${words.time(item.start)}`;
  return (
    <Alert
      role="status"
      title={t(`${NS}:fill.done`, { count: result.suggestions.length })}
      withCloseButton
      closeButtonLabel={t(`${NS}:fill.close`)}
      onClose={onClose}
    >
      {result.suggestions.length > 0 && (
        <List size="sm">
          {result.suggestions.map((item) => (
            <List.Item key={item.plannedShiftId}>
              {t(`${NS}:fill.suggestion`, {
                run: when(item),
                driver: words.driver(item.driverId),
                reasons: item.reasons.map((reason) => t(`${NS}:fill.reasons.${reason}`)).join(', '),
              })}
            </List.Item>
          ))}
        </List>
      )}
      {result.unfilled.length > 0 && (
        <>
          <Text size="sm" fw={600} mt="xs">
            {t(`${NS}:fill.unfilled`, { count: result.unfilled.length })}
          </Text>
          <List size="sm">
            {result.unfilled.map((item) => (
              <List.Item key={`${item.routeId}|${item.start}`}>
                {t(`${NS}:fill.open`, { run: when(item), reason: t(`${NS}:fill.blockedBy.${item.blockedBy}`) })}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Alert>
  );
}
