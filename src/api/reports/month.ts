import { badRequest } from '@/api/http/http-error';
import { placedBetween } from '@/api/http/india-days';

/** A calendar month of India's, as a report covers it. */
export interface ReportMonth {
  /** YYYY-MM. */
  month: string;
  /** GSTR-1's return period: MMYYYY. */
  fp: string;
  /** The timestamps the month's documents fall between: `since` inclusive, `until` exclusive. */
  since: string;
  until: string;
}

const MONTH_MESSAGE = '`month` must be a month as YYYY-MM, from 2017-07 (when GST began), such as 2025-09.';

/** `month=YYYY-MM` checked (a 400 naming it otherwise), with the moments India's month starts and ends. */
export function reportMonth(url: URL): ReportMonth {
  const month = url.searchParams.get('month') ?? '';
  const parts = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!parts?.[1] || !parts[2] || month < '2017-07' || month > '2099-12') {
    throw badRequest(MONTH_MESSAGE, { month: MONTH_MESSAGE });
  }
  const [year, number] = [Number(parts[1]), Number(parts[2])];
  const lastDay = new Date(Date.UTC(year, number, 0)).getUTCDate();
  const { since, until } = placedBetween(`${month}-01`, `${month}-${lastDay}`);
  if (!since || !until) throw new Error(`no range for ${month}`);
  return { month, fp: `${parts[2]}${parts[1]}`, since, until };
}
