import type { DeleteInput } from '../admin-fields.js';
import type {
  MonthlyMeetBody,
  MonthlyWorkshopBody,
  updateMonthlyMeetSchema,
  updateGrannySquareMonthlySchema,
} from '../admin-monthly-workshop.js';
import type { MonthlyMeet, MonthlyWorkshop } from '../model.js';
import type { z } from '../zod.js';

/** The three monthly series, each a collection with the same endpoints under its own name. */
export type MonthlySeries = 'granny_square_monthly' | 'crochet_a_bouquet' | 'yarn_and_yarn';

export interface BouquetNowNext {
  now: MonthlyWorkshop | null;
  next: MonthlyWorkshop | null;
}

// The series share one form (their schemas differ only in their defaults).
type SeriesContracts = {
  [S in MonthlySeries as `get /api/${S}_for_admin`]: {
    request: undefined;
    response: MonthlyWorkshop[];
  };
} & {
  [S in MonthlySeries as `post /api/add_${S}`]: {
    request: MonthlyWorkshopBody;
    response: MonthlyWorkshop;
  };
} & {
  [S in MonthlySeries as `post /api/update_${S}`]: {
    request: z.input<typeof updateGrannySquareMonthlySchema>;
    response: MonthlyWorkshop;
  };
} & {
  [S in MonthlySeries as `post /api/delete_${S}`]: {
    request: DeleteInput;
    response: MonthlyWorkshop;
  };
};

export interface MonthlyContracts extends SeriesContracts {
  'get /api/monthly_meets': { request: undefined; response: MonthlyMeet[] };
  'get /api/crochet_a_bouquet': { request: undefined; response: MonthlyWorkshop[] };
  'get /api/cab_now_next': { request: undefined; response: BouquetNowNext };
  'get /api/granny_square_monthly': { request: undefined; response: MonthlyWorkshop[] };
  'get /api/yarn_and_yarn': { request: undefined; response: MonthlyWorkshop[] };
  'get /api/next_yarn_and_yarn': {
    request: undefined;
    response: { next: MonthlyWorkshop | null };
  };

  'get /api/monthly_meets_for_admin': { request: undefined; response: MonthlyMeet[] };
  'post /api/add_monthly_meet': { request: MonthlyMeetBody; response: MonthlyMeet };
  'post /api/update_monthly_meet': {
    request: z.input<typeof updateMonthlyMeetSchema>;
    response: MonthlyMeet;
  };
  'post /api/delete_monthly_meet': { request: DeleteInput; response: MonthlyMeet };
}
