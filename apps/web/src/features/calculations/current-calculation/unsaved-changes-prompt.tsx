import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from '../../../app/navigation/app-router';
import { isCalculationPage } from '../wizard/wizard-steps';

/**
 * Asks before leaving the calculation with unsaved changes: in the app (moving to a page
 * outside the wizard and results) and when closing or reloading the tab. Moving between the
 * calculation's own screens keeps the draft, so it does not ask.
 */
export function UnsavedChangesPrompt({ isDirty }: { isDirty: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(({ nextLocation }) => isDirty && !isCalculationPage(nextLocation.pathname));

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // older browsers need a value to show their own prompt
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  const blocked = blocker.state === 'blocked';
  return (
    <Modal opened={blocked} onClose={() => blocker.reset?.()} title={t('web-calc-wizard:unsaved.title')} centered>
      <Stack>
        <Text>{t('web-calc-wizard:unsaved.message')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()}>
            {t('web-calc-wizard:unsaved.stay')}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            {t('web-calc-wizard:unsaved.leave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
