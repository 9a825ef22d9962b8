import { Alert, Group, List, MultiSelect, NativeSelect, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarPlan, PlanningCalendar } from '@rahti/domain';
import { DateField } from '../../components/ui/date-field';
import { FormDialog } from '../../components/ui/form-dialog';
import { notifySuccess } from '../../components/ui/notify';
import { useZodForm } from '../../lib/use-zod-form';
import { useVehicles } from '../organisation-data/organisation-data-queries';
import { DeletePlanButton } from './delete-plan-button';
import { initialPlanValues, keptTaskIds, planFormSchema, type PlanTarget } from './plan-form';
import { useSavePlan } from './planning-api';
import type { Period } from './planning-period';
import { useConflictIndex } from './use-conflict-index';
import type { ConflictWords } from './use-conflict-words';

interface PlanDialogProps {
  target: PlanTarget;
  calendar: PlanningCalendar;
  /** The plans in view as the conflict check takes them, by id, and a conflict in words: the plan's are shown above its fields. */
  period: Period;
  plansById: ReadonlyMap<string, CalendarPlan>;
  describe: ConflictWords;
  /** `removed` when the plan is gone, so the focus goes back to the page rather than its block. */
  onClose: (removed?: boolean) => void;
}

const NS = 'web-resource-planning';

/** Adds, changes or removes one plan: driver, vehicles, route, start and end in the organisation's zone, draft or published. */
export function PlanDialog({ target, calendar, period, plansById, describe, onClose }: PlanDialogProps) {
  const { t } = useTranslation();
  const plan = target.kind === 'plan' ? target.plan : undefined;
  const { conflictsByPlan } = useConflictIndex(period, plansById);
  const conflicts = plan ? (conflictsByPlan.get(plan.id) ?? []).map((conflict) => describe(conflict, plan)) : [];
  const schema = useMemo(
    () => planFormSchema(calendar.zone, { taskIds: keptTaskIds(target), version: plan?.version }),
    [calendar.zone, plan, target],
  );
  const form = useZodForm(schema, initialPlanValues(target, calendar));
  const save = useSavePlan(plan?.id);
  const vehicles = useVehicles();
  const vehicleOptions = (vehicles.data ?? []).map((vehicle) => ({
    value: vehicle.id,
    label: vehicle.name ? `${vehicle.registerNumber} ${vehicle.name}` : vehicle.registerNumber,
  }));
  const field = (name: string) => t(`${NS}:fields.${name}`);

  return (
    <FormDialog
      title={t(`${NS}:dialog.${plan ? 'editTitle' : 'newTitle'}`)}
      form={form}
      save={save}
      size="lg"
      onClose={() => onClose()}
      onSaved={() => {
        notifySuccess(t(`${NS}:dialog.${plan ? 'saved' : 'created'}`));
        onClose();
      }}
    >
      {conflicts.length > 0 && (
        <Alert color="red" title={t(`${NS}:block.conflicts`, { count: conflicts.length })}>
          <List size="sm">
            {conflicts.map((text) => (
              <List.Item key={text}>{text}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <NativeSelect
        label={field('driver')}
        required
        data={[
          { value: '', label: field('chooseDriver') },
          ...calendar.drivers.map((driver) => ({ value: driver.id, label: driver.name })),
        ]}
        {...form.getInputProps('driverId')}
      />
      <NativeSelect
        label={field('route')}
        data={[
          { value: '', label: t(`${NS}:block.noRoute`) },
          ...calendar.routes.map((route) => ({
            value: route.id,
            label: route.code ? `${route.code} ${route.name}` : route.name,
          })),
        ]}
        {...form.getInputProps('routeId')}
      />
      <MultiSelect label={field('vehicles')} data={vehicleOptions} searchable {...form.getInputProps('vehicleIds')} />
      <Group align="flex-start" grow>
        <DateField label={field('startDate')} required {...form.getInputProps('startDate')} />
        <TextInput type="time" label={field('startTime')} required {...form.getInputProps('startTime')} />
      </Group>
      <Group align="flex-start" grow>
        <DateField label={field('endDate')} required {...form.getInputProps('endDate')} />
        <TextInput type="time" label={field('endTime')} required {...form.getInputProps('endTime')} />
      </Group>
      <NativeSelect
        label={field('status')}
        description={t(`${NS}:fields.statusHint`)}
        data={[
          { value: 'draft', label: t(`${NS}:status.draft`) },
          { value: 'published', label: t(`${NS}:status.published`) },
        ]}
        {...form.getInputProps('status')}
      />
      {plan && <DeletePlanButton planId={plan.id} onDeleted={() => onClose(true)} />}
    </FormDialog>
  );
}
