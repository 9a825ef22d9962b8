import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiRequestError } from './api-error';

type Values = Record<string, unknown>;

/**
 * First message per field, and per full path ("events.1.end") for forms with lists; schema
 * messages are i18n keys ("validation:required").
 */
function issuesOf(
  schema: z.ZodType,
  values: Values,
): { byField: Record<string, string>; byPath: Record<string, string> } {
  const result = schema.safeParse(values);
  const byField: Record<string, string> = {};
  const byPath: Record<string, string> = {};
  if (result.success) return { byField, byPath };
  for (const issue of result.error.issues) {
    byField[String(issue.path[0] ?? '')] ??= issue.message;
    byPath[issue.path.map(String).join('.')] ??= issue.message;
  }
  return { byField, byPath };
}

function readInput(input: unknown): unknown {
  if (input && typeof input === 'object' && 'currentTarget' in input) {
    const target = (input as { currentTarget: HTMLInputElement }).currentTarget;
    return target.type === 'checkbox' ? target.checked : target.value;
  }
  return input;
}

/**
 * Form state validated by a shared domain schema. A field shows its message as soon as the
 * user has typed in it or left it; submitting shows them all. Server 400 `fields` land on
 * the matching inputs; anything else is returned for the caller to show.
 */
export function useZodForm<V extends Values, Output>(schema: z.ZodType<Output>, initialValues: V) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const { byField: issues, byPath: pathIssues } = useMemo(() => issuesOf(schema, values), [schema, values]);

  const setValue = useCallback((name: keyof V & string, value: unknown) => {
    setValues((current) => ({ ...current, [name]: value }));
    setTouched((current) => new Set(current).add(name));
    setServerErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([path]) => path !== name && !path.startsWith(`${name}.`))),
    );
  }, []);

  const errorOf = (name: string): string | undefined => {
    if (serverErrors[name]) return serverErrors[name];
    const key = touched.has(name) ? issues[name] : undefined;
    return key ? t(key) : undefined;
  };

  /**
   * The message at a full path inside a field that holds a list ("events.1.end", or "events"
   * for the list as a whole), shown once that field is touched.
   */
  const errorAt = (path: string): string | undefined => {
    if (serverErrors[path]) return serverErrors[path];
    const key = touched.has(path.split('.')[0] ?? '') ? pathIssues[path] : undefined;
    return key ? t(key) : undefined;
  };

  const getInputProps = (name: keyof V & string) => ({
    value: values[name] as never,
    onChange: (input: unknown) => setValue(name, readInput(input)),
    onBlur: () => setTouched((current) => (current.has(name) ? current : new Set(current).add(name))),
    error: errorOf(name),
  });

  const onSubmit = (handler: (data: Output) => unknown) => (event?: FormEvent) => {
    event?.preventDefault();
    setTouched(new Set(Object.keys(values)));
    const result = schema.safeParse(values);
    if (result.success) void handler(result.data);
  };

  /** Puts a 400 answer's field messages on the inputs; true when at least one matched. */
  const applyServerErrors = (error: unknown): boolean => {
    if (!(error instanceof ApiRequestError) || error.fields.length === 0) return false;
    const mapped: Record<string, string> = {};
    for (const { path, message } of error.fields) {
      const segments = path.split(/[./]/).filter(Boolean);
      const name = segments.at(-1) ?? '';
      if (name in values) mapped[name] ??= message;
      // Inside a list field ("events.1.end"): kept whole for errorAt.
      else if (segments.length > 1 && segments[0]! in values) mapped[segments.join('.')] ??= message;
    }
    setServerErrors(mapped);
    return Object.keys(mapped).length > 0;
  };

  const reset = (next: V = initialValues) => {
    setValues(next);
    setTouched(new Set());
    setServerErrors({});
  };

  return { values, setValue, getInputProps, errorAt, onSubmit, applyServerErrors, reset };
}
