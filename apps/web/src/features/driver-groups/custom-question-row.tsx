import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CUSTOM_QUESTION_TEXT_MAX } from '@rahti/domain';
import { workTypeOptions } from '../../components/ui/work-type-options';
import type { QuestionRow } from './driver-group-form-values';
import type { DriverGroupForm } from './use-driver-group-form';

interface CustomQuestionRowProps {
  form: DriverGroupForm;
  row: QuestionRow;
  number: number;
  /** A row the user has just added takes the focus. */
  isNew: boolean;
  onRemove: () => void;
}

/** One question: the work type it is asked on, its text and the unit of the answer. */
export function CustomQuestionRow({ form, row, number, isNew, onRemove }: CustomQuestionRowProps) {
  const { t } = useTranslation();
  const text = form.textProps(`${row}.text`);
  return (
    <Group
      role="group"
      aria-label={t('web-driver-groups:form.question', { number })}
      align="flex-start"
      wrap="wrap"
      gap="sm"
    >
      <NativeSelect
        label={t('web-driver-groups:form.workType')}
        data={workTypeOptions(t, {
          events: t('web-driver-groups:form.eventTypes'),
          others: t('web-driver-groups:form.absenceTypes'),
        })}
        autoFocus={isNew}
        w={{ base: '100%', sm: 200 }}
        {...form.textProps(`${row}.workType`)}
      />
      <TextInput
        label={t('web-driver-groups:form.questionText')}
        required
        autoComplete="off"
        description={t('web-driver-groups:form.characters', {
          length: text.value.length,
          max: CUSTOM_QUESTION_TEXT_MAX,
        })}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        style={{ flex: '1 1 16rem' }}
        {...text}
      />
      <TextInput
        label={t('web-driver-groups:form.unit')}
        autoComplete="off"
        w={96}
        {...form.textProps(`${row}.unit`)}
      />
      <Button
        variant="default"
        color="red"
        mt={24}
        onClick={onRemove}
        aria-label={t('web-driver-groups:form.deleteQuestion', { number })}
      >
        {t('web:common.delete')}
      </Button>
    </Group>
  );
}
