import type { TypeFill, UpcomingBar } from '../dashboard.js';

/** A count of bookings and the sum of one of their amounts (pounds). */
export interface MoneyLine {
  bookings: number;
  amount: number;
}

/** GET /api/dashboard: the staff dashboard's numbers (docs/api.md#get-apidashboard). */
export interface Dashboard {
  /** The instant the numbers are of. */
  at: number;
  /** Dates from the start of today for 14 days, soonest first. */
  upcoming: UpcomingBar[];
  /** Bookings made (booked or cancelled since, not abandoned card payments) per London week. */
  weekly: { label: string; from: number; bookings: number }[];
  /** Workshops of the last 3 months: places taken of places offered, by type. */
  fillByType: TypeFill[];
  /** Bookings made in the last 30 days (from `since`). */
  money: {
    since: number;
    paid: MoneyLine;
    due: MoneyLine;
    /** Bookings refunded in those days (at their totals). */
    refunded: MoneyLine;
    /** Parts paid by gift vouchers and taken off by discount codes, where bookings have them. */
    vouchers: MoneyLine;
    discounts: MoneyLine;
  };
  /** Bookings of the last 3 months' workshops that staff marked. */
  attendance: { since: number; attended: number; noShows: number; rate: number | null };
  /** Firestore documents read for this answer, aggregation queries counted as billed. */
  reads: number;
}

export interface DashboardContracts {
  'get /api/dashboard': { request: undefined; response: Dashboard };
}
