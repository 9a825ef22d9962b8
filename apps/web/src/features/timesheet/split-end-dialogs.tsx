import { Modal, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { localDateOf, splitEvents, type Shift } from '@rahti/domain';
import { FormActions } from '../../components/ui/form-actions';
import { notifySuccess } from '../../components/ui/notify';
import { ActionFailure } from './action-failure';
import { toEventTimes } from './period-totals';
import { useEndShift, useSplitShift } from './timesheet-mutations';
import { ZoneTimeInputs } from './zone-time-inputs';
import { zoneInstant, zoneTime } from './zone-time';

interface TimeDialogProps {
  shift: Shift;
  zone: string;
  itemText: string;
  onClose: () => void;
}

/**
 * A dialog asking for one local time, checked before sending; `problemOf` says what is wrong
 * with the instant (a catalogue key) or nothing.
 */
function TimeDialog(
  props: TimeDialogProps & {
    title: string;
    intro: string;
    submitLabel: string;
    initial: { date: string; time: string };
    problemOf: (instant: number) => string | undefined;
    mutation: {
      mutate: (at: string, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
      isPending: boolean;
    };
    doneText: (at: number) => string;
  },
) {
  const { t } = useTranslation();
  const [value, setValue] = useState(props.initial);
  const [shown, setShown] = useState(false);
  const [failure, setFailure] = useState<unknown>();
  const instant = zoneInstant(value.date, value.time, props.zone);
  const problem = instant === undefined ? 'validation:invalidDate' : props.problemOf(instant);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (problem || instant === undefined) return;
    setFailure(undefined);
    props.mutation.mutate(new Date(instant).toISOString(), {
      onSuccess: () => {
        notifySuccess(props.doneText(instant));
        props.onClose();
      },
      onError: setFailure,
    });
  };
  return (
    <Modal opened onClose={props.onClose} title={props.title} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text>{props.intro}</Text>
          <ZoneTimeInputs
            date={value.date}
            time={value.time}
            onChange={(next) => {
              setValue(next);
              setShown(true);
            }}
            error={shown && problem ? t(problem) : undefined}
          />
          <ActionFailure error={failure} onDismiss={() => setFailure(undefined)} onReload={props.onClose} />
          <FormActions submitLabel={props.submitLabel} onCancel={props.onClose} saving={props.mutation.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}

/** Splits the shift at a chosen time; an event across that time is cut in two. */
export function SplitShiftDialog(props: TimeDialogProps) {
  const { t } = useTranslation();
  const split = useSplitShift(props.shift.id, props.shift.version);
  const events = toEventTimes(props.shift);
  const start = Date.parse(props.shift.start);
  return (
    <TimeDialog
      {...props}
      title={t('web-timesheet:split.title')}
      intro={t('web-timesheet:split.intro', { item: props.itemText })}
      submitLabel={t('web-timesheet:split.submit')}
      initial={{ date: localDateOf(start, props.zone), time: '' }}
      problemOf={(at) => {
        const result = splitEvents(events, at);
        return result.ok ? undefined : `shifts:problems.${result.problem}`;
      }}
      mutation={split}
      doneText={(at) => t('web-timesheet:split.done', { item: props.itemText, time: zoneTime(at, props.zone) })}
    />
  );
}

/** Ends an ongoing shift (its running event); the driver's app learns it at its next sync. */
export function EndShiftDialog(props: TimeDialogProps & { now: number }) {
  const { t } = useTranslation();
  const end = useEndShift(props.shift.id, props.shift.version);
  const lastStart = Math.max(...props.shift.events.map((event) => Date.parse(event.start)));
  return (
    <TimeDialog
      {...props}
      title={t('web-timesheet:end.title')}
      intro={t('web-timesheet:end.intro', { item: props.itemText })}
      submitLabel={t('web-timesheet:end.submit')}
      initial={{ date: localDateOf(props.now, props.zone), time: zoneTime(props.now, props.zone) }}
      problemOf={(at) => (at <= lastStart ? 'shifts:endBeforeLastEvent' : undefined)}
      mutation={end}
      doneText={(at) => t('web-timesheet:end.done', { item: props.itemText, time: zoneTime(at, props.zone) })}
    />
  );
}
