import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHIFT_LIMITS, workTypeKey } from '@rahti/domain';
import { TextField } from '../ui/field';
import { FormDialog } from '../ui/form-dialog';

export interface CustomQuestion {
  workType: number;
  text: string;
  unit: string;
}

interface QuestionDialogProps {
  question: CustomQuestion;
  onAnswer: (answer: string | null) => void;
  onCancel: () => void;
}

/** The driver group's question for a work type (answer at most 150 characters, spec section 5). */
export function QuestionDialog({ question, onAnswer, onCancel }: QuestionDialogProps) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState('');
  return (
    <FormDialog
      title={t(workTypeKey(question.workType))}
      submitLabel={t('workType.answerAndSwitch')}
      cancelLabel={t('common.cancel')}
      onSubmit={() => onAnswer(answer.trim() === '' ? null : answer.trim())}
      onClose={onCancel}
    >
      <TextField
        label={question.text}
        suffix={question.unit || undefined}
        hint={question.unit ? t('workType.answerUnit', { unit: question.unit }) : undefined}
        value={answer}
        maxLength={SHIFT_LIMITS.answerMax}
        onChange={(event) => setAnswer(event.currentTarget.value)}
        autoFocus
      />
    </FormDialog>
  );
}
