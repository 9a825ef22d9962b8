import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api-error';
import {
  invoiceFormSchema,
  type InvoiceFormOutput,
  type InvoiceFormValues,
  type RowValues,
} from './invoice-form-values';

type RowField = Exclude<keyof RowValues, 'key' | 'taskId'>;
const TOP_FIELDS = ['customerId', 'date', 'notes', 'taskIds'] as const;

/**
 * The invoice form's state. A field shows its message once it has been changed or left, or after
 * a submit. Row messages are kept by the row's key, so removing a row does not move them to the
 * next; a server 400 or 409 naming a field ("rows.2.vatPercent", "taskIds") lands on that input.
 */
export function useInvoiceForm(initial: InvoiceFormValues, currency: string) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const schema = useMemo(() => invoiceFormSchema(currency), [currency]);
  const result = useMemo(() => schema.safeParse(values), [schema, values]);

  const issues = useMemo(() => {
    const byPath: Record<string, string> = {};
    if (!result.success)
      for (const issue of result.error.issues) {
        const [first, index, field] = issue.path.map(String);
        const rowKey = first === 'rows' && index !== undefined ? values.rows[Number(index)]?.key : undefined;
        byPath[rowKey && field ? `${rowKey}.${field}` : (first ?? '')] ??= issue.message;
      }
    return byPath;
  }, [result, values.rows]);

  const mark = (path: string) => {
    setTouched((current) => (current.has(path) ? current : new Set(current).add(path)));
    setServerErrors((current) => {
      if (!(path in current)) return current;
      const { [path]: _removed, ...rest } = current;
      return rest;
    });
  };

  const errorAt = (path: string): string | undefined => {
    if (serverErrors[path]) return serverErrors[path];
    const key = submitted || touched.has(path) ? issues[path] : undefined;
    return key ? t(key) : undefined;
  };

  const applyServerErrors = (error: unknown): boolean => {
    if (!(error instanceof ApiRequestError)) return false;
    const mapped: Record<string, string> = {};
    for (const { path, message } of error.fields) {
      const [first, index, field] = path.split('.');
      const rowKey = first === 'rows' && index !== undefined ? values.rows[Number(index)]?.key : undefined;
      if (rowKey && field) mapped[`${rowKey}.${field}`] ??= message;
      else if ((TOP_FIELDS as readonly string[]).includes(path)) mapped[path] ??= message;
    }
    setServerErrors(mapped);
    return Object.keys(mapped).length > 0;
  };

  return {
    values,
    errorAt,
    /** A field's message was seen; shown from now on. */
    touch: mark,
    setField: <K extends 'customerId' | 'date' | 'notes'>(name: K, value: InvoiceFormValues[K]) => {
      setValues((current) => ({
        ...current,
        [name]: value,
        // Another customer's tasks are not billed to this one; a task without a customer may be.
        ...(name === 'customerId'
          ? { tasks: current.tasks.filter((task) => task.customerId === null || task.customerId === value) }
          : {}),
      }));
      mark(name);
    },
    setTasks: (tasks: InvoiceFormValues['tasks']) => {
      setValues((current) => ({ ...current, tasks }));
      mark('taskIds');
    },
    addRow: (row: RowValues) => {
      setValues((current) => ({ ...current, rows: [...current.rows, row] }));
      mark('taskIds');
    },
    removeRow: (key: string) =>
      setValues((current) => ({ ...current, rows: current.rows.filter((row) => row.key !== key) })),
    setRowField: (key: string, field: RowField, value: string) => {
      setValues((current) => ({
        ...current,
        rows: current.rows.map((row) => (row.key === key ? { ...row, [field]: value } : row)),
      }));
      mark(`${key}.${field}`);
    },
    onSubmit: (handler: (output: InvoiceFormOutput) => void) => (event?: FormEvent) => {
      event?.preventDefault();
      setSubmitted(true);
      setServerErrors({});
      if (result.success) handler(result.data);
    },
    applyServerErrors,
  };
}

export type InvoiceForm = ReturnType<typeof useInvoiceForm>;
