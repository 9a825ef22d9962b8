import { useTranslation } from 'react-i18next';
import { routeEndSchema, type Route } from '@rahti/domain';
import { DateField } from '../../components/ui/date-field';
import { FormDialog } from '../../components/ui/form-dialog';
import { notifySuccess } from '../../components/ui/notify';
import { useZodForm } from '../../lib/use-zod-form';
import { useEndRoute } from './routes-api';

interface EndRouteDialogProps {
  route: Route;
  /** The date offered: today in the organisation's zone. */
  today: string;
  onClose: () => void;
  onEnded: (route: Route) => void;
}

/** "End route": the last day it runs (its runs after that are no longer planned); reopened from the page. */
export function EndRouteDialog({ route, today, onClose, onEnded }: EndRouteDialogProps) {
  const { t } = useTranslation();
  const form = useZodForm(routeEndSchema, { date: today });
  const end = useEndRoute(route.id);
  return (
    <FormDialog
      title={t('web-routes:end.title', { name: route.name })}
      form={form}
      save={end}
      submitLabel={t('web-routes:end.confirm')}
      onClose={onClose}
      onSaved={(ended) => {
        notifySuccess(t('web-routes:end.ended', { name: route.name }));
        onEnded(ended);
      }}
    >
      <DateField
        label={t('web-routes:end.date')}
        description={t('web-routes:end.hint')}
        required
        {...form.getInputProps('date')}
        value={form.values.date ?? ''}
      />
    </FormDialog>
  );
}
