import { useRef, useState } from 'react';
import { WORK_TYPE_NUMBERS, type DriverGroup } from '@rahti/domain';
import { useLanguage } from '../../lib/use-language';
import { useZodForm } from '../../lib/use-zod-form';
import {
  initialGroupValues,
  questionRow,
  toGroupInput,
  type GroupFormValues,
  type QuestionField,
  type QuestionRow,
} from './driver-group-form-values';
import { groupFormSchema } from './group-form-schema';

/**
 * What the user sees in the form: a removed question's leftover inputs do not count, and the
 * break limit is compared as typed.
 */
const shownValues = (values: GroupFormValues) =>
  JSON.stringify({ ...toGroupInput(values), paidBreakLimitMinutes: values.paidBreakLimitMinutes });

/** useZodForm over the flat group form, plus adding and removing question rows. */
export function useDriverGroupForm(group: DriverGroup | undefined) {
  const { language } = useLanguage();
  const form = useZodForm(groupFormSchema, initialGroupValues(group, language));
  const [initiallyShown] = useState(() => shownValues(form.values));
  // Row names are never reused, so a removed row's leftover values cannot come back.
  const nextRow = useRef(group?.customQuestions.length ?? 0);

  /** Props of a text input; a new row's inputs start empty. */
  const textProps = (name: keyof GroupFormValues & string) => ({
    ...form.getInputProps(name),
    value: (form.values[name] as string | undefined) ?? '',
  });

  const usedWorkTypes = () =>
    new Set(form.values.questionRows.map((row) => form.values[`${row}.workType` as QuestionField]));

  /** A new row starts on the first work type no other question uses. */
  const addQuestion = (): QuestionRow => {
    const row = questionRow(nextRow.current++);
    const used = usedWorkTypes();
    const free = WORK_TYPE_NUMBERS.find((workType) => !used.has(String(workType))) ?? WORK_TYPE_NUMBERS[0];
    form.setValue(`${row}.workType`, String(free));
    form.setValue('questionRows', [...form.values.questionRows, row]);
    return row;
  };

  /**
   * Submitting touches every key of the values; a new row's text and unit are not keys until
   * typed in, so they are set here to show their messages too.
   */
  const onSubmit: typeof form.onSubmit = (handler) => {
    const submit = form.onSubmit(handler);
    return (event) => {
      submit(event);
      // After the submit, which replaces the touched set with the keys of the values.
      for (const row of form.values.questionRows) {
        for (const name of [`${row}.text`, `${row}.unit`] as const) if (!(name in form.values)) form.setValue(name, '');
      }
    };
  };

  const removeQuestion = (row: QuestionRow) =>
    form.setValue(
      'questionRows',
      form.values.questionRows.filter((other) => other !== row),
    );

  /** Whether closing would throw away something the user changed. */
  const isDirty = () => shownValues(form.values) !== initiallyShown;

  return {
    ...form,
    onSubmit,
    textProps,
    addQuestion,
    removeQuestion,
    isDirty,
    canAddQuestion: form.values.questionRows.length < WORK_TYPE_NUMBERS.length,
  };
}

export type DriverGroupForm = ReturnType<typeof useDriverGroupForm>;
