const WEEK_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const TIMESTAMP_PATTERN =
  /^([A-Z][a-z]{2}) ([A-Z][a-z]{2}) ([1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):([0-5]\d):([0-5]\d) UTC (\d{4})$/;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The PASSWORD_VERIFIER TIMESTAMP as Amplify's getNowString writes it, e.g.
 * "Sun Nov 2 09:05:07 UTC 2025": the day of the month is deliberately not zero-padded.
 */
export function formatSrpTimestamp(date: Date): string {
  const weekDay = WEEK_DAYS[date.getUTCDay()];
  const month = MONTHS[date.getUTCMonth()];
  const time = [date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()].map(twoDigits);
  return `${weekDay} ${month} ${date.getUTCDate()} ${time.join(':')} UTC ${date.getUTCFullYear()}`;
}

/** Strict inverse of formatSrpTimestamp; null for anything it would not have written. */
export function parseSrpTimestamp(text: string): Date | null {
  const match = TIMESTAMP_PATTERN.exec(text);
  if (!match) return null;
  const [, , monthName, day, hours, minutes, seconds, year] = match;
  const month = MONTHS.indexOf(monthName ?? '');
  if (month < 0) return null;
  const date = new Date(
    Date.UTC(Number(year), month, Number(day), Number(hours), Number(minutes), Number(seconds)),
  );
  // Rejects impossible dates (Feb 30) and a weekday that does not match the date.
  return formatSrpTimestamp(date) === text ? date : null;
}
