import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { StopKind } from '@rahti/domain';
import { ApiRequestError } from '../../../lib/api-error';
import { formPathOf, type TransportFormOutput } from './transport-form-schema';
import {
  emptyGoods,
  emptyStop,
  type GoodsValues,
  type PartyValues,
  type StopValues,
  type TermsValues,
  type TransportFormValues,
} from './transport-form-values';

type TopField = 'reference' | 'customerId' | 'international' | 'driverId' | 'vehicleId' | 'price' | 'km' | 'notes';
export type PartyName = 'sender' | 'consignee';
/** Shown messages by field name, of one part of the form ("sender", a stop's key). */
export type FieldErrors = Readonly<Record<string, string>>;

const rowsWith = <Row extends { key: string }>(rows: Row[], key: string, field: keyof Row, value: unknown) =>
  rows.map((row) => (row.key === key ? { ...row, [field]: value } : row));

/**
 * The changes the form's inputs make. Made once per form, so the parts of a long order (each stop,
 * each goods line) are drawn again only when their own values or messages change.
 */
function useFormActions(
  setValues: (change: (current: TransportFormValues) => TransportFormValues) => void,
  setTouched: (change: (current: ReadonlySet<string>) => ReadonlySet<string>) => void,
  setServerErrors: (change: (current: Record<string, string>) => Record<string, string>) => void,
) {
  return useMemo(() => {
    const mark = (...paths: string[]) => {
      setTouched((current) => (paths.every((path) => current.has(path)) ? current : new Set([...current, ...paths])));
      setServerErrors((current) =>
        paths.some((path) => path in current)
          ? Object.fromEntries(Object.entries(current).filter(([path]) => !paths.includes(path)))
          : current,
      );
    };
    const update = (change: (current: TransportFormValues) => TransportFormValues, ...paths: string[]) => {
      setValues(change);
      mark(...paths);
    };
    return {
      /** A field was left: its message shows from now on. */
      touch: (path: string) => mark(path),
      setField: <K extends TopField>(name: K, value: TransportFormValues[K]) =>
        // A vehicle needs a driver: its message is on the driver.
        update((current) => ({ ...current, [name]: value }), name, ...(name === 'vehicleId' ? ['driverId'] : [])),
      setParty: (party: PartyName, field: keyof PartyValues, value: string) =>
        update((current) => ({ ...current, [party]: { ...current[party], [field]: value } }), `${party}.${field}`),
      fillParty: (party: PartyName, filled: PartyValues) =>
        update(
          (current) => ({ ...current, [party]: filled }),
          ...Object.keys(filled).map((field) => `${party}.${field}`),
        ),
      setTerm: <K extends keyof TermsValues>(field: K, value: TermsValues[K]) =>
        update((current) => ({ ...current, terms: { ...current.terms, [field]: value } }), `terms.${field}`),
      setStop: <K extends keyof StopValues>(key: string, field: K, value: StopValues[K]) =>
        update(
          (current) => ({ ...current, stops: rowsWith(current.stops, key, field, value) }),
          `stops.${key}.${field}`,
          ...(field === 'kind' ? ['stops'] : []),
        ),
      addStop: (kind: StopKind): StopValues => {
        const stop = emptyStop(kind);
        update((current) => ({ ...current, stops: [...current.stops, stop] }), 'stops');
        return stop;
      },
      removeStop: (key: string) =>
        update((current) => ({ ...current, stops: current.stops.filter((stop) => stop.key !== key) }), 'stops'),
      /** Moves a stop one place up (-1) or down (+1) in the order the driver visits them. */
      moveStop: (key: string, by: -1 | 1) =>
        update((current) => {
          const from = current.stops.findIndex((stop) => stop.key === key);
          const to = from + by;
          if (from < 0 || to < 0 || to >= current.stops.length) return current;
          const stops = [...current.stops];
          [stops[from], stops[to]] = [stops[to]!, stops[from]!];
          return { ...current, stops };
        }),
      setGoods: <K extends keyof GoodsValues>(key: string, field: K, value: GoodsValues[K]) =>
        update(
          (current) => ({ ...current, goods: rowsWith(current.goods, key, field, value) }),
          `goods.${key}.${field}`,
        ),
      addGoods: (): GoodsValues => {
        const line = emptyGoods();
        update((current) => ({ ...current, goods: [...current.goods, line] }), 'goods');
        return line;
      },
      removeGoods: (key: string) =>
        update((current) => ({ ...current, goods: current.goods.filter((line) => line.key !== key) }), 'goods'),
    };
  }, [setValues, setTouched, setServerErrors]);
}

export type FormActions = ReturnType<typeof useFormActions>;

/**
 * The transport task form's state. A field shows its message once it has been changed or left,
 * and every field's after a submit. Stops and goods lines are kept by their keys, so a message
 * stays with its row when rows move; a server 400 naming "stops.2.city" lands on that input.
 */
export function useTransportForm(initial: TransportFormValues, schema: z.ZodType<TransportFormOutput>) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const actions = useFormActions(setValues, setTouched, setServerErrors);
  const result = useMemo(() => schema.safeParse(values), [schema, values]);
  // Every message shown now, by its full path: the schema's once its field is touched, the server's until changed.
  const shown = useMemo(() => {
    const byPath: Record<string, string> = {};
    if (!result.success)
      for (const issue of result.error.issues) {
        const path = issue.path.map(String).join('.');
        if (byPath[path] === undefined && (submitted || touched.has(path))) byPath[path] = t(issue.message);
      }
    return { ...byPath, ...serverErrors };
  }, [result, submitted, touched, serverErrors, t]);

  return {
    values,
    actions,
    errorAt: (path: string): string | undefined => shown[path],
    /** The messages of one part ("sender", "stops.<key>") by field name: the same object while they stay the same. */
    errorsOf: (prefix: string): FieldErrors => {
      const start = `${prefix}.`;
      return Object.fromEntries(
        Object.entries(shown)
          .filter(([path]) => path.startsWith(start))
          .map(([path, message]) => [path.slice(start.length), message]),
      );
    },
    onSubmit: (handler: (output: TransportFormOutput) => void) => (event?: FormEvent) => {
      event?.preventDefault();
      setSubmitted(true);
      setServerErrors({});
      if (result.success) handler(result.data);
    },
    /** Puts a 400's field messages on their inputs; true when at least one matched. */
    applyServerErrors: (error: unknown): boolean => {
      if (!(error instanceof ApiRequestError)) return false;
      const mapped: Record<string, string> = {};
      for (const { path, message } of error.fields) {
        const formPath = formPathOf(path.split(/[./]/).filter(Boolean), values);
        if (formPath) mapped[formPath] ??= message;
      }
      setServerErrors(mapped);
      return Object.keys(mapped).length > 0;
    },
  };
}

export type TransportForm = ReturnType<typeof useTransportForm>;

/** Whether two parts' messages are the same, so a memoised part need not be drawn again. */
export const sameErrors = (a: FieldErrors, b: FieldErrors) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};
