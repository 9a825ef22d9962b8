import { Button, Checkbox, Fieldset, Group, Popover, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COLUMN_GROUPS, NAME_COLUMN, type ColumnOption } from './summary-columns';

interface ColumnChooserProps {
  options: readonly ColumnOption[];
  chosen: ReadonlySet<string>;
  onToggle: (id: string, shown: boolean) => void;
  onReset: () => void;
}

/**
 * The "payroll headers": a checkbox per column, grouped, in a popover (a dialog named by its
 * button) that keeps the focus inside while open and gives it back to its button on Escape.
 */
export function ColumnChooser({ options, chosen, onToggle, onReset }: ColumnChooserProps) {
  const { t } = useTranslation();
  const groups = COLUMN_GROUPS.map((group) => ({
    group,
    options: options.filter((option) => option.group === group),
  })).filter((entry) => entry.options.length > 0);
  return (
    <Popover position="bottom-end" width={640} trapFocus returnFocus shadow="md" withinPortal>
      <Popover.Target>
        <Button variant="default">{t('web-payroll:chooser.button')}</Button>
      </Popover.Target>
      <Popover.Dropdown mah="70vh" style={{ overflowY: 'auto' }}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {groups.map(({ group, options: inGroup }) => (
              <Fieldset key={group} legend={t(`web-payroll:chooser.groups.${group}`)} variant="unstyled">
                <Stack gap={6}>
                  {inGroup.map((option) => (
                    <Checkbox
                      key={option.id}
                      label={option.label}
                      checked={option.id === NAME_COLUMN || chosen.has(option.id)}
                      disabled={option.id === NAME_COLUMN}
                      onChange={(event) => onToggle(option.id, event.currentTarget.checked)}
                    />
                  ))}
                </Stack>
              </Fieldset>
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="subtle" size="xs" onClick={onReset}>
              {t('web-payroll:chooser.reset')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
