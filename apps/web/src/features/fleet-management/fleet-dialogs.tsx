import type { FleetItemRow, Vehicle } from '@rahti/domain';
import { CompleteDialog } from './complete-dialog';
import { FleetItemDialog } from './fleet-item-dialog';
import type { FleetLabels } from './fleet-labels';
import { OdometerDialog } from './odometer-dialog';
import { RemoveItemDialog } from './remove-item-dialog';

/** The dialog open on the fleet page, and the row it is for. */
export type FleetDialog = { kind: 'add' | 'odometer' } | { kind: 'edit' | 'complete' | 'remove'; row: FleetItemRow };

interface FleetDialogsProps {
  target: FleetDialog | undefined;
  today: string;
  /** The vehicle a new item or reading starts with (the vehicle filter's, '' for none). */
  vehicleId: string;
  vehicles: readonly Vehicle[];
  labels: FleetLabels;
  /** `itemGone` when the row the dialog was opened from has left the list. */
  onClose: (itemGone?: boolean) => void;
}

export function FleetDialogs({ target, today, vehicleId, vehicles, labels, onClose }: FleetDialogsProps) {
  switch (target?.kind) {
    case undefined:
      return null;
    case 'add':
    case 'edit': {
      const row = target.kind === 'edit' ? target.row : undefined;
      return (
        <FleetItemDialog
          row={row}
          vehicleId={vehicleId}
          vehicles={vehicles}
          labels={labels}
          onClose={() => onClose()}
        />
      );
    }
    case 'complete':
      return <CompleteDialog row={target.row} today={today} labels={labels} onClose={onClose} />;
    case 'remove':
      return <RemoveItemDialog row={target.row} labels={labels} onClose={onClose} />;
    case 'odometer':
      return (
        <OdometerDialog
          vehicleId={vehicleId}
          today={today}
          vehicles={vehicles}
          labels={labels}
          onClose={() => onClose()}
        />
      );
  }
}
