import type { ReminderItem } from './plan';

/**
 * Interviews as an iCalendar file (RFC 5545) that any calendar imports: one VEVENT each, times in UTC,
 * text escaped and lines folded at 75 octets as the format requires. The posting's address goes in
 * URL only as text; nothing is fetched.
 */

const DEFAULT_MINUTES = 60;

function stamp(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
}

/** Folds a content line at 75 octets (UTF-8), never inside a character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

interface IcsWords {
  interview: string;
}

export function interviewsToIcs(items: readonly ReminderItem[], now: string, words: IcsWords): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Jobsight//Interviews//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  for (const { postingId, title, company, url, reminder } of items) {
    if (reminder.kind !== 'interview') continue;
    const start = Date.parse(reminder.at);
    const end = new Date(start + (reminder.minutes ?? DEFAULT_MINUTES) * 60_000).toISOString();
    lines.push(
      'BEGIN:VEVENT',
      `UID:${reminder.id}.${postingId.replace(/[^\w.-]/g, '-')}@jobsight.app`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART:${stamp(reminder.at)}`,
      `DTEND:${stamp(end)}`,
      `SUMMARY:${escapeText(`${words.interview}: ${title}${company ? ` — ${company}` : ''}`)}`,
      ...(reminder.note ? [`DESCRIPTION:${escapeText(reminder.note)}`] : []),
      ...(/^https?:\/\//.test(url) ? [`URL:${url.replace(/[\r\n]/g, '')}`] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
