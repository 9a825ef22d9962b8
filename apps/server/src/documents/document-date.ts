import { formatCalendarDate, type Language } from '@rahti/domain';

const englishDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'YYYY-MM-DD' as a document prints it: 02.03.2026 in Finnish and Swedish, 2 Mar 2026 in English. */
export function documentDate(isoDate: string, language: Language): string {
  if (language !== 'en') return formatCalendarDate(isoDate);
  // A foreign reader takes 02.03. for 3 February as often as for 2 March; a month name cannot be misread.
  const [year, month, day] = isoDate.split('-').map(Number);
  return englishDate.format(new Date(Date.UTC(year!, month! - 1, day!)));
}
