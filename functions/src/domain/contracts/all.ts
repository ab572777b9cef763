import type { AttendanceContracts } from './attendance.js';
import type { AuditContracts } from './audit.js';
import type { BookingContracts } from './bookings.js';
import type { CalendarContracts } from './calendar.js';
import type { CatalogContracts } from './catalog.js';
import type { ClassMessageContracts } from './class-messages.js';
import type { ContentContracts } from './content.js';
import type { DashboardContracts } from './dashboard.js';
import type { DiscountContracts } from './discounts.js';
import type { Contract, Key } from './endpoint.js';
import type { HealthContracts } from './health.js';
import type { MonthlyContracts } from './monthly.js';
import type { NewsContracts } from './news.js';
import type { NewsletterContracts } from './newsletter.js';
import type { OutboxContracts } from './outbox.js';
import type { PeopleContracts } from './people.js';
import type { ScheduleContracts } from './schedule.js';
import type { SeoContracts } from './seo.js';
import type { VoucherContracts } from './vouchers.js';
import type { WaitlistContracts } from './waitlist.js';

/** Every endpoint of the api function, by `method path`. */
export type Contracts = HealthContracts &
  CatalogContracts &
  ScheduleContracts &
  CalendarContracts &
  MonthlyContracts &
  NewsContracts &
  ContentContracts &
  BookingContracts &
  WaitlistContracts &
  NewsletterContracts &
  OutboxContracts &
  PeopleContracts &
  AuditContracts &
  SeoContracts &
  AttendanceContracts &
  DashboardContracts &
  ClassMessageContracts &
  DiscountContracts &
  VoucherContracts;

// The constraints make every entry a `method path` key with a { request, response } contract.
type Checked<K extends Key, C extends Record<K, Contract>> = C extends unknown ? K : never;

export type ContractKey = Checked<keyof Contracts, Contracts>;

export type RequestOf<K extends ContractKey> = Contracts[K]['request'];
export type ResponseOf<K extends ContractKey> = Contracts[K]['response'];
