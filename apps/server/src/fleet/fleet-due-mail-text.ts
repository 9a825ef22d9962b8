import type { DueList, DueListEntry } from '@rahti/domain';
import { escapeHtml } from '../auth/oidc/page-layout';
import type { FleetDueWords } from './fleet-due-words';

/** What the weekly mail says, to whom and where it links. */
export interface DueMailFacts {
  list: DueList;
  horizonDays: number;
  organisationName: string;
  recipientName: string;
  /** The fleet page's address (PUBLIC_URL + /vehicle/fleet-management). */
  pageUrl: string;
}

interface Section {
  title: string;
  lines: string[];
}

/**
 * The weekly due mail to one Admin in their language: a subject with the counts, then what is
 * overdue and what falls due in the next days, one line each, and the fleet page's address; as
 * plain text and as simple HTML (every word escaped).
 *
 * @computation
 */
export function composeDueMail(words: FleetDueWords, facts: DueMailFacts) {
  const { list, horizonDays: days, organisationName: organisation } = facts;
  const lineOf = (entry: DueListEntry) => words.entryLine(entry);
  const sections: Section[] = [
    { title: words.t('mail.overdueTitle', { count: list.overdue.length }), lines: list.overdue.map(lineOf) },
    { title: words.t('mail.upcomingTitle', { days, count: list.upcoming.length }), lines: list.upcoming.map(lineOf) },
  ].filter((section) => section.lines.length > 0);
  const subject = words.t('mail.subject', {
    organisation,
    overdue: list.overdue.length,
    upcoming: list.upcoming.length,
    days,
  });
  const greeting = words.t('mail.greeting', { name: facts.recipientName });
  const intro = words.t('mail.intro', { organisation, days, until: words.date(list.until) });
  const footer = words.t('mail.footer', { organisation });

  const text = [
    greeting,
    '',
    intro,
    ...sections.flatMap((section) => ['', section.title, ...section.lines.map((line) => `- ${line}`)]),
    '',
    words.t('mail.open', { url: facts.pageUrl }),
    '',
    footer,
    '',
  ].join('\n');

  const html = [
    '<!doctype html>',
    `<html><body style="font-family: sans-serif; line-height: 1.4">`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...sections.map(
      (section) =>
        `<h2 style="font-size: 1.1em">${escapeHtml(section.title)}</h2>\n<ul>\n${section.lines
          .map((line) => `<li>${escapeHtml(line)}</li>`)
          .join('\n')}\n</ul>`,
    ),
    `<p><a href="${escapeHtml(facts.pageUrl)}">${escapeHtml(words.t('mail.openLink'))}</a></p>`,
    `<p style="color: #555">${escapeHtml(footer)}</p>`,
    '</body></html>',
    '',
  ].join('\n');

  return { subject, text, html };
}
