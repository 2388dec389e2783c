import { formatDate, formatDateTime, formatNumericDateTime } from '../../format/dates.js';
import { useLocale } from '../../i18n/MessagesProvider.js';

export type DateStyle = 'date' | 'dateTime' | 'numericDateTime';

export interface FormattedDateProps {
  /** A date as the server sent it: an ISO string, a timestamp or a Date; anything else shows '-'. */
  value: unknown;
  /** 'date' ('Jun 30, 2026'), 'dateTime' ('Jun 30, 2026, 2:05 PM') or 'numericDateTime' ('06/30/2026, 2:05 PM'), in en-US. @default 'date' */
  dateStyle?: DateStyle;
}

const formats = { date: formatDate, dateTime: formatDateTime, numericDateTime: formatNumericDateTime } as const;

/**
 * A date in the language of the nearest `MessagesProvider` (`locale`), as text.
 *
 * @example <FormattedDate value={member.createdAt} /> // 'Jun 30, 2026', or '30. Juni 2026' in de-DE
 */
export function FormattedDate({ value, dateStyle = 'date' }: FormattedDateProps) {
  const locale = useLocale();
  return <>{formats[dateStyle](value, locale)}</>;
}
