import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BookingRow } from './booking-row';

const PRODUCT = '-//Studio//Class bookings//EN';

/** RFC 5545 text: backslash, semicolon and comma escaped, line breaks as \n. */
function text(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** UTC date-time in the basic form calendars expect: 20260309T160000Z. */
function stamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Lines longer than 75 octets are folded (RFC 5545 §3.1). */
function fold(line: string): string {
  const parts: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest) > 75) {
    let cut = 74;
    while (Buffer.byteLength(rest.slice(0, cut)) > 74) cut -= 1;
    parts.push(rest.slice(0, cut));
    rest = ` ${rest.slice(cut)}`;
  }
  parts.push(rest);
  return parts.join('\r\n');
}

function event(row: BookingRow, now: Date): string[] {
  const trainer = row.trainer_name ? ` with ${row.trainer_name}` : '';
  return [
    'BEGIN:VEVENT',
    `UID:booking-${row.id}@studio`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(row.start_time)}`,
    `DTEND:${stamp(row.end_time)}`,
    `SUMMARY:${text(row.class_name)}`,
    `DESCRIPTION:${text(`${row.class_name}${trainer}. Booking ${row.id}.`)}`,
    ...(row.studio ? [`LOCATION:${text(row.studio)}`] : []),
    row.status === 'cancelled' ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED',
    'END:VEVENT',
  ];
}

/** An iCalendar document with one event per booking (times in UTC; calendar apps show them locally). */
export function calendarOf(rows: BookingRow[], now: Date, name: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(name)}`,
    ...rows.flatMap((row) => event(row, now)),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/**
 * The member's calendar feed address carries `<userId>.<authVersion>.<signature>`: calendar apps cannot sign in,
 * so the signature (keyed by the internal secret, never sent anywhere) is what proves the feed is the member's.
 * It names the member's auth version, so a password change or reset (which moves it on) ends every older address.
 */
export class CalendarFeedSigner {
  constructor(private readonly secret: string) {}

  tokenFor(userId: number, authVersion: number): string {
    return `${userId}.${authVersion}.${this.signature(userId, authVersion)}`;
  }

  /** The member and auth version a token names, or null for a forged or altered one. */
  read(token: string): { userId: number; authVersion: number } | null {
    const [id, version, signature] = token.split('.');
    const userId = Number(id);
    const authVersion = Number(version);
    if (!Number.isInteger(userId) || userId < 1 || !Number.isInteger(authVersion) || !signature) return null;
    const expected = Buffer.from(this.signature(userId, authVersion));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected)
      ? { userId, authVersion }
      : null;
  }

  private signature(userId: number, authVersion: number): string {
    return createHmac('sha256', this.secret)
      .update(`calendar-feed:${userId}:${authVersion}`)
      .digest('base64url');
  }
}
