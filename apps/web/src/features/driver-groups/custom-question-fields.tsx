import { Button, Divider, Fieldset, Stack, Text } from '@mantine/core';
import { Fragment, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionRow } from './driver-group-form-values';
import { CustomQuestionRow } from './custom-question-row';
import type { DriverGroupForm } from './use-driver-group-form';

/** The group's custom questions, at most one per work type (spec section 5). */
export function CustomQuestionFields({ form }: { form: DriverGroupForm }) {
  const { t } = useTranslation();
  const [added, setAdded] = useState<QuestionRow>();
  const addButton = useRef<HTMLButtonElement>(null);
  const rows = form.values.questionRows;

  const remove = (row: QuestionRow) => {
    form.removeQuestion(row);
    // The removed row held the focus; keep it in the fieldset instead of losing it to the page.
    addButton.current?.focus();
  };

  return (
    <Fieldset legend={t('web-driver-groups:form.questions')}>
      <Text size="sm" c="dimmed" mb="xs">
        {t('web-driver-groups:form.questionsHint')}
      </Text>
      <Stack gap="sm">
        {rows.length === 0 && <Text size="sm">{t('web-driver-groups:form.noQuestions')}</Text>}
        {rows.map((row, index) => (
          <Fragment key={row}>
            {index > 0 && <Divider />}
            <CustomQuestionRow
              form={form}
              row={row}
              number={index + 1}
              isNew={row === added}
              onRemove={() => remove(row)}
            />
          </Fragment>
        ))}
        <Button
          ref={addButton}
          variant="light"
          onClick={() => setAdded(form.addQuestion())}
          disabled={!form.canAddQuestion}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('web-driver-groups:form.addQuestion')}
        </Button>
      </Stack>
    </Fieldset>
  );
}
