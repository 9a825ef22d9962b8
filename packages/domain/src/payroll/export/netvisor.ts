import { decimalText, XML_MEDIA_TYPE } from './file-writing';
import type { PayrollExportFile } from './payroll-export.schemas';
import type { PayrollLine } from './payroll-line';
import { XML_DECLARATION, xmlElement } from './xml-text';

export const NETVISOR_WORKDAY_FILE = 'workday.nv.xml';
export const NETVISOR_COLLECTOR_FILE = 'payrollperiodcollector.nv.xml';

/** Lines of one employee and date, in the order they come (the lines are sorted by driver and date). */
function byEmployeeAndDate(lines: readonly PayrollLine[]): PayrollLine[][] {
  const groups = new Map<string, PayrollLine[]>();
  for (const line of lines) {
    const key = `${line.driverId} ${line.date}`;
    const group = groups.get(key);
    if (group) group.push(line);
    else groups.set(key, [line]);
  }
  return [...groups.values()];
}

const comma = { comma: true };

function document(blocks: readonly string[]): string {
  return [XML_DECLARATION, '<root>', ...blocks, '</root>', ''].join('\n');
}

function header(line: PayrollLine, method: boolean): string[] {
  return [
    xmlElement(2, 'date', line.date, method ? { format: 'ansi', method: 'replace' } : { format: 'ansi' }),
    xmlElement(2, 'employeeidentifier', line.employeeNumber, { type: 'number' }),
  ];
}

/**
 * Netvisor's payroll documents (reference 4.1), as files: `workday.nv` for the lines in hours
 * (one <workday> per employee and date, a <workdayhour> per line: the hours with a decimal
 * comma, the salary code as the record type, confirmed) and `payrollperiodcollector.nv` for
 * the lines in pieces and days (allowances, whole-day absences: a <payrollratioline> each).
 * The date method is `replace`, so importing the same range again does not double the hours.
 * Netvisor's API takes one <workday> (or collector) per request: whoever sends the file posts
 * each element under its own <root>. A file is written only when it has lines.
 */
export function netvisorFiles(lines: readonly PayrollLine[]): PayrollExportFile[] {
  const workdays = byEmployeeAndDate(lines.filter((line) => line.unit === 'hours')).map((group) =>
    [
      '  <workday>',
      ...header(group[0]!, true),
      ...group.flatMap((line) => [
        '    <workdayhour>',
        xmlElement(3, 'hours', decimalText(line.quantity, comma)),
        xmlElement(3, 'collectorratio', line.salaryCode, { type: 'number' }),
        xmlElement(3, 'acceptancestatus', 'confirmed'),
        xmlElement(3, 'description', line.text),
        '    </workdayhour>',
      ]),
      '  </workday>',
    ].join('\n'),
  );
  const collectors = byEmployeeAndDate(lines.filter((line) => line.unit !== 'hours')).map((group) =>
    [
      '  <payrollperiodcollector>',
      ...header(group[0]!, false),
      ...group.flatMap((line) => [
        '    <payrollratioline>',
        xmlElement(3, 'amount', decimalText(line.quantity, comma)),
        xmlElement(3, 'payrollratio', line.salaryCode, { type: 'number' }),
        '    </payrollratioline>',
      ]),
      '  </payrollperiodcollector>',
    ].join('\n'),
  );
  const files: PayrollExportFile[] = [];
  if (workdays.length > 0)
    files.push({ name: NETVISOR_WORKDAY_FILE, mediaType: XML_MEDIA_TYPE, content: document(workdays) });
  if (collectors.length > 0)
    files.push({ name: NETVISOR_COLLECTOR_FILE, mediaType: XML_MEDIA_TYPE, content: document(collectors) });
  return files;
}
