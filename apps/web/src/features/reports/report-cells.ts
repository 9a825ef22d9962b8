import { formatCalendarDate, formatNumber, type Language, type ReportCell, type ReportColumn } from '@rahti/domain';

/** 465 minutes as "7:45". */
export function hoursAndMinutes(minutes: number): string {
  const whole = Math.abs(minutes);
  return `${minutes < 0 ? '-' : ''}${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A cell as the preview shows it: digits grouped, money to the cent, minutes as h:mm, dates as dd.mm.yyyy. */
export function cellText(column: ReportColumn, value: ReportCell, language: Language): string {
  if (value === null) return '';
  if (typeof value === 'string') return column.type === 'date' ? formatCalendarDate(value) : value;
  switch (column.type) {
    case 'money':
      return formatNumber(value, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    case 'minutes':
      return hoursAndMinutes(value);
    case 'km':
      return formatNumber(value, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    default:
      return formatNumber(value, language, { maximumFractionDigits: 2 });
  }
}

/** Figures line up at the end; text and dates at the start. */
export const isFigure = (column: ReportColumn) => column.type !== 'text' && column.type !== 'date';
