import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FeatureKey } from '@rahti/domain';
import { useFeatures } from '../../auth/use-account';
import { Icon } from '../../components/ui/icons';
import { askForFeaturesPath } from './contact-links';
import { useHasAny } from './getting-started-api';

interface Step {
  key: 'vehicles' | 'drivers' | 'calculation';
  feature: FeatureKey;
  listPath: '/vehicles' | '/drivers' | '/calculations';
  /** Where the step is done. */
  to: string;
}

/** A new organisation's first steps, in the order the calculator needs them. */
const STEPS: readonly Step[] = [
  { key: 'vehicles', feature: 'vehicles', listPath: '/vehicles', to: '/vehicles' },
  { key: 'drivers', feature: 'drivers', listPath: '/drivers', to: '/drivers' },
  { key: 'calculation', feature: 'calculations', listPath: '/calculations', to: '/SelectCalculationType' },
];

/**
 * "First steps" on the dashboard: each step links to its page and is marked done once the
 * organisation has a row there; a step outside the subscription offers to ask for it instead.
 * Gone once every step is done.
 */
export function GettingStarted() {
  const { t } = useTranslation();
  const features = useFeatures();
  const vehicles = useHasAny('/vehicles', features?.vehicles === true);
  const drivers = useHasAny('/drivers', features?.drivers === true);
  const calculations = useHasAny('/calculations', features?.calculations === true);
  // Shown once known, so an organisation that is done never sees the list flash by.
  const isLoading = [vehicles, drivers, calculations].some((query) => query.isLoading);
  if (!features || isLoading) return null;

  const isDone = {
    vehicles: vehicles.data === true,
    drivers: drivers.data === true,
    calculation: calculations.data === true,
  };
  const doneCount = STEPS.filter((step) => isDone[step.key]).length;
  if (doneCount === STEPS.length) return null;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="first-steps-heading" maw={720}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h3" id="first-steps-heading">
            {t('web:dashboard.firstSteps.heading')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('web:dashboard.firstSteps.progress', { done: doneCount, total: STEPS.length })}
          </Text>
        </Group>
        {/* A plain numbered list: Mantine's List is not among the first page's parts (see calculations-list-page). */}
        <Stack component="ol" gap="md" pl="lg" my={0}>
          {STEPS.map((step) => (
            <li key={step.key}>
              <StepItem step={step} isIncluded={features[step.feature]} isDone={isDone[step.key]} />
            </li>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

function StepItem({ step, isIncluded, isDone }: { step: Step; isIncluded: boolean; isDone: boolean }) {
  const { t } = useTranslation();
  const status = isDone ? 'done' : isIncluded ? 'toDo' : 'notIncluded';
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap">
        <Text fw={600}>{t(`web:dashboard.firstSteps.${step.key}.title`)}</Text>
        <Badge
          variant="light"
          color={status === 'done' ? 'green' : 'gray'}
          leftSection={status === 'done' ? <Icon name="check" size={12} /> : undefined}
        >
          {t(`web:dashboard.firstSteps.${status}`)}
        </Badge>
      </Group>
      <Text size="sm">{t(`web:dashboard.firstSteps.${step.key}.text`)}</Text>
      {isIncluded ? (
        !isDone && (
          <Anchor component={Link} to={step.to} size="sm" w="fit-content">
            {t(`web:dashboard.firstSteps.${step.key}.action`)}
          </Anchor>
        )
      ) : (
        <Anchor component={Link} to={askForFeaturesPath(step.feature)} size="sm" w="fit-content">
          {t('web:dashboard.askForFeature', { feature: t(`web:features.${step.feature}`) })}
        </Anchor>
      )}
    </Stack>
  );
}
