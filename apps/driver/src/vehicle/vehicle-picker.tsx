import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHIFT_LIMITS, type DriverVehicle } from '@rahti/domain';
import { useDriverData } from '../data/driver-data-context';
import { CheckboxField } from '../ui/choice-field';
import { TextField } from '../ui/field';
import { Icon } from '../ui/icons';
import './vehicle.css';

/** Register numbers are matched without case, spaces or hyphens: "abc123" finds "ABC-123". */
const normalise = (text: string) => text.toLowerCase().replace(/[\s-]/g, '');
const matches = (vehicle: DriverVehicle, query: string) =>
  normalise(vehicle.registerNumber).includes(normalise(query)) ||
  vehicle.name.toLowerCase().includes(query.trim().toLowerCase());

interface VehiclePickerProps {
  selected: readonly string[];
  onChange: (vehicleIds: string[]) => void;
}

/**
 * The shift's vehicles, searched by register number or name. A vehicle locked to another
 * phone's device id is shown but cannot be chosen, and says why (spec section 6, device lock).
 * One the office marks not active says so in words ("Not active"), not by colour alone.
 */
export function VehiclePicker({ selected, onChange }: VehiclePickerProps) {
  const { t } = useTranslation();
  const { context } = useDriverData();
  const [query, setQuery] = useState('');
  const vehicles = (context?.vehicles ?? [])
    .filter((vehicle) => selected.includes(vehicle.id) || matches(vehicle, query))
    .sort(
      (a, b) =>
        Number(selected.includes(b.id)) - Number(selected.includes(a.id)) ||
        a.registerNumber.localeCompare(b.registerNumber),
    );
  const full = selected.length >= SHIFT_LIMITS.vehiclesMax;

  return (
    <fieldset className="choice-group">
      <legend>{t('vehicle.choose')}</legend>
      <TextField
        type="search"
        label={t('vehicle.search')}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        autoComplete="off"
      />
      {full && <p className="muted">{t('vehicle.atMost', { count: SHIFT_LIMITS.vehiclesMax })}</p>}
      {vehicles.length === 0 ? (
        <p>{context?.vehicles.length ? t('vehicle.noMatch') : t('vehicle.noVehicles')}</p>
      ) : (
        <ul className="list">
          {vehicles.map((vehicle) => (
            <VehicleOption
              key={vehicle.id}
              vehicle={vehicle}
              checked={selected.includes(vehicle.id)}
              full={full}
              onToggle={(checked) =>
                onChange(checked ? [...selected, vehicle.id] : selected.filter((id) => id !== vehicle.id))
              }
            />
          ))}
        </ul>
      )}
    </fieldset>
  );
}

function VehicleOption({
  vehicle,
  checked,
  full,
  onToggle,
}: {
  vehicle: DriverVehicle;
  checked: boolean;
  full: boolean;
  onToggle: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  const reasonId = useId();
  const inactiveId = useId();
  const locked = vehicle.lockedToOtherDevice && !checked;
  // Older servers leave `active` out: then it is not known to be inactive.
  const isInactive = vehicle.active === false;
  const describedBy =
    [vehicle.lockedToOtherDevice && reasonId, isInactive && inactiveId].filter(Boolean).join(' ') || undefined;
  return (
    <li className="vehicle-option">
      <CheckboxField
        checked={checked}
        disabled={locked || (full && !checked)}
        aria-describedby={describedBy}
        onChange={(event) => onToggle(event.currentTarget.checked)}
        label={
          <>
            <strong>{vehicle.registerNumber}</strong> {vehicle.name}
            {isInactive && (
              <>
                {' '}
                <span className="vehicle-option__tag">{t('vehicle.notActive')}</span>
              </>
            )}
          </>
        }
      />
      {/* The tag says it on screen; a screen reader hears who marked it so. */}
      {isInactive && (
        <span id={inactiveId} className="visually-hidden">
          {t('vehicle.notActiveHint')}
        </span>
      )}
      {vehicle.lockedToOtherDevice && (
        <p id={reasonId} className="vehicle-option__reason">
          <Icon name="lock" size={18} /> {t('vehicle.lockedToOtherPhone')}
        </p>
      )}
    </li>
  );
}
