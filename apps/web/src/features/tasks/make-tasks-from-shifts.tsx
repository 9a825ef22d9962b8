import { Alert, Anchor, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Shift } from '@rahti/domain';
import { FormFailure } from '../../components/ui/form-failure';
import { errorMessage } from '../../lib/api-error';
import { useCustomers } from '../customers/customers-api';
import { TASKS_PATH } from './task-paths';
import { useTasksFromShifts } from './tasks-api';

interface MakeTasksFromShiftsProps {
  /** The shifts shown (a week's); only the approved ones become tasks. */
  shifts: readonly Shift[];
  /** Names the shifts' week, e.g. "02.03.2026–08.03.2026". */
  range: string;
}

/**
 * "Make tasks" from a week's approved shifts (issue 22): one task per shift and vehicle, all or
 * nothing; a vehicle without a calculation is named in the server's message. Shifts that already
 * have their tasks are counted, not made twice.
 */
export function MakeTasksFromShifts({ shifts, range }: MakeTasksFromShiftsProps) {
  const { t } = useTranslation();
  const approved = shifts.filter((shift) => shift.approval === 'approved');
  const [asking, setAsking] = useState(false);
  const [customerId, setCustomerId] = useState('');
  const [result, setResult] = useState<{ created: number; alreadyMade: number }>();
  const make = useTasksFromShifts();
  const customers = useCustomers();
  if (approved.length === 0) return null;

  const close = () => {
    setAsking(false);
    make.reset();
  };
  const submit = () =>
    make.mutate(
      { shiftIds: approved.map((shift) => shift.id), customerId: customerId || null },
      {
        onSuccess: (answer) => {
          setResult({ created: answer.created.length, alreadyMade: answer.alreadyMade });
          close();
        },
      },
    );

  return (
    <>
      <Button
        size="xs"
        variant="default"
        onClick={() => setAsking(true)}
        aria-label={t('web-tasks:fromShifts.buttonFor', { range })}
      >
        {t('web-tasks:fromShifts.button')}
      </Button>
      {result && (
        <Alert
          color="green"
          role="status"
          withCloseButton
          onClose={() => setResult(undefined)}
          closeButtonLabel={t('web-timesheet:actions.dismiss')}
          w="100%"
        >
          {t('web-tasks:fromShifts.done', { count: result.created })}{' '}
          {result.alreadyMade > 0 && t('web-tasks:fromShifts.alreadyMade', { count: result.alreadyMade })}{' '}
          <Anchor component={Link} to={TASKS_PATH} inherit>
            {t('web-tasks:fromShifts.open')}
          </Anchor>
        </Alert>
      )}
      {asking && (
        <Modal opened onClose={close} title={t('web-tasks:fromShifts.title')} centered>
          <Stack>
            <Text>{t('web-tasks:fromShifts.message', { count: approved.length, range })}</Text>
            <NativeSelect
              label={t('web-tasks:columns.customer')}
              description={t('web-tasks:fromShifts.customerHint')}
              data={[
                { value: '', label: t('web-tasks:form.none') },
                ...(customers.data ?? []).map((customer) => ({ value: customer.id, label: customer.name })),
              ]}
              value={customerId}
              onChange={(event) => setCustomerId(event.currentTarget.value)}
            />
            <FormFailure message={make.error ? errorMessage(make.error, t('tasks:createFailed')) : undefined} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('web:common.cancel')}
              </Button>
              <Button onClick={submit} loading={make.isPending}>
                {t('web-tasks:fromShifts.submit', { count: approved.length })}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </>
  );
}
