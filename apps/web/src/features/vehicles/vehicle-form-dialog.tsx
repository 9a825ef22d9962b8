import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { vehicleInputSchema, type Vehicle } from '@rahti/domain';
import { FormDialog } from '../../components/ui/form-dialog';
import { notifySuccess } from '../../components/ui/notify';
import { useZodForm } from '../../lib/use-zod-form';
import { useBases } from '../organisation-data/organisation-data-queries';
import { vehicleFormValues } from './vehicle-form';
import { VehicleFormFields } from './vehicle-form-fields';
import { useCanAssignCalculation, useVehicleCalculation, VehicleCalculationSelect } from './vehicle-calculation';
import { useSaveVehicle } from './vehicles-api';

interface VehicleFormDialogProps {
  vehicle?: Vehicle;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Adds a vehicle, or edits `vehicle`; mounted per opening so the form starts from its values.
 * A taken register number comes back as a 409 naming the field; it lands on the input.
 */
export function VehicleFormDialog({ vehicle, onClose, onSaved }: VehicleFormDialogProps) {
  const { t } = useTranslation();
  const bases = useBases();
  const form = useZodForm(vehicleInputSchema, vehicleFormValues(vehicle));
  const canAssign = useCanAssignCalculation();
  const assigned = useVehicleCalculation(canAssign ? vehicle?.id : undefined).data?.calculationId ?? null;
  // Undefined until chosen here: saving then leaves the vehicle's calculation as it is.
  const [calculationId, setCalculationId] = useState<string | null>();
  const save = useSaveVehicle(vehicle?.id, calculationId === assigned ? undefined : calculationId);

  const saved = ({ registerNumber }: Vehicle) => {
    notifySuccess(t(vehicle ? 'web-vehicles:form.saved' : 'web-vehicles:form.created', { name: registerNumber }));
    onSaved();
  };

  const title = vehicle
    ? t('web-vehicles:form.editTitle', { name: vehicle.registerNumber })
    : t('web-vehicles:form.createTitle');
  return (
    <FormDialog title={title} size="lg" form={form} save={save} onSaved={saved} onClose={onClose}>
      <VehicleFormFields form={form} bases={bases.data} />
      {canAssign && (
        <VehicleCalculationSelect
          value={(calculationId === undefined ? assigned : calculationId) ?? ''}
          onChange={(id) => setCalculationId(id || null)}
        />
      )}
    </FormDialog>
  );
}
