import {
  DRIVER_IMPORT,
  IMPORT_MAX_FILE_BYTES,
  INVOICE_IMPORT,
  TRANSPORT_IMPORT,
  VEHICLE_IMPORT,
  checkImportRows,
  type CheckedRow,
  type ImportRow,
  type ImportSpec,
} from '@rahti/domain';

export type ImportKindName = 'drivers' | 'vehicles' | 'invoices' | 'transport-tasks';

/**
 * What differs between the import pages. `name` is the API path segment (/api/{name}/import…),
 * the key of the page's texts under `web-imports:kinds` and the path of the list the rows go to.
 */
export interface ImportKind {
  name: ImportKindName;
  /** Column keys in template order; labels are `organisation-data:columns.{key}`. */
  columns: readonly string[];
  required: readonly string[];
  /** The same checks the server runs first: required columns, formats and repeats in the file. */
  check: (rows: readonly ImportRow[]) => CheckedRow<unknown>[];
  listPath: string;
}

const importKind = <T>(name: ImportKindName, spec: ImportSpec<T>): ImportKind => ({
  name,
  columns: spec.columns,
  required: spec.required,
  check: (rows) => checkImportRows(rows, spec),
  listPath: `/${name}`,
});

export const DRIVERS_IMPORT = importKind('drivers', DRIVER_IMPORT);
export const VEHICLES_IMPORT = importKind('vehicles', VEHICLE_IMPORT);
export const INVOICES_IMPORT = importKind('invoices', INVOICE_IMPORT);
export const TRANSPORT_TASKS_IMPORT = importKind('transport-tasks', TRANSPORT_IMPORT);

/** The server's file size limit in megabytes, for the texts; the web refuses a larger file before sending it. */
export const IMPORT_MAX_FILE_MB = IMPORT_MAX_FILE_BYTES / (1024 * 1024);

export const IMPORT_FILE_TYPES =
  '.csv,.xlsx,.xls,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel';
