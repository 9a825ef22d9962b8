import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Absence } from '@rahti/domain';
import type { AbsenceLabels } from './absence-labels';
import { useDateWords } from './use-date-words';

interface DayAbsencesProps {
  date: string;
  absences: readonly Absence[];
  labels: AbsenceLabels;
  onOpen: (absence: Absence) => void;
  onAdd: () => void;
}

/** The chosen day: its absences, each to open, and adding one that starts on it. */
export function DayAbsences({ date, absences, labels, onOpen, onAdd }: DayAbsencesProps) {
  const { t } = useTranslation();
  const words = useDateWords();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="absence-day-heading">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="absence-day-heading">
          {words.fullDate(date)}
        </Title>
        <Button size="xs" onClick={onAdd}>
          {t('web-absences:addOnDay')}
        </Button>
      </Group>
      {absences.length === 0 ? (
        <Text size="sm">{t('web-absences:calendar.noAbsences')}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {absences.map((absence) => (
            <li key={absence.id}>
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm">
                  {labels.summary(absence)} ({labels.days(absence)})
                </Text>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => onOpen(absence)}
                  aria-label={t('web-absences:openNamed', {
                    name: labels.typeName(absence.workType),
                    days: labels.days(absence),
                  })}
                >
                  {t('web-absences:open')}
                </Button>
              </Group>
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
