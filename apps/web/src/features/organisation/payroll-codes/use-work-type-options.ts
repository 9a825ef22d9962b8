import { useTranslation } from 'react-i18next';
import { WORK_TYPE_NUMBERS, workTypeName } from '@rahti/domain';

/** Work types 1–28 for a select, named in the UI language with their number. */
export function useWorkTypeOptions(): { value: string; label: string }[] {
  const { t } = useTranslation();
  return WORK_TYPE_NUMBERS.map((type) => ({ value: String(type), label: `${type} – ${t(`work-types:${workTypeName(type)}`)}` }));
}
