import type { Calculation } from '@rahti/domain';
import type { DraftValues } from './draft-storage';

/** The saved calculation as form values: everything the input schema reads, without its identity. */
export function toDraftValues(calculation: Calculation): DraftValues {
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, hasImage: _hasImage, ...input } = calculation;
  return input;
}

/** Reads "vehicle.purchasePrice" from nested form values. */
export function valueAt(values: DraftValues, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as DraftValues)[key] : undefined),
      values,
    );
}

/** A copy of the values with "group.field" set; groups are created as needed. */
export function withValueAt(values: DraftValues, path: string, value: unknown): DraftValues {
  const [head, ...rest] = path.split('.');
  if (!head) return values;
  if (rest.length === 0) return { ...values, [head]: value };
  const child = values[head];
  const group = child && typeof child === 'object' ? (child as DraftValues) : {};
  return { ...values, [head]: withValueAt(group, rest.join('.'), value) };
}
