import { deleteSchema } from '../../domain/admin-fields.js';
import {
  crochetABouquetSchema,
  grannySquareMonthlySchema,
  monthlyMeetSchema,
  updateCrochetABouquetSchema,
  updateGrannySquareMonthlySchema,
  updateMonthlyMeetSchema,
  updateYarnAndYarnSchema,
  yarnAndYarnSchema,
} from '../../domain/admin-monthly-workshop.js';
import { publicGet, route } from '../../lib/route.js';
import { CACHE_PUBLIC } from '../../lib/cache.js';
import { actorOf } from '../../lib/require-admin.js';
import { parse } from '../../lib/validate.js';
import {
  addMonthly,
  addMonthlyMeet,
  bouquetNowNext,
  deleteMonthly,
  deleteMonthlyMeet,
  listBouquets,
  listGrannySquares,
  listMonthlyMeets,
  listYarnAndYarn,
  monthlyForAdmin,
  monthlyMeetsForAdmin,
  nextYarnAndYarn,
  updateMonthly,
  updateMonthlyMeet,
} from './monthly.service.js';

export const monthlyRoutes = [
  publicGet('get /api/monthly_meets', CACHE_PUBLIC, () => listMonthlyMeets()),
  publicGet('get /api/crochet_a_bouquet', CACHE_PUBLIC, () => listBouquets()),
  publicGet('get /api/cab_now_next', CACHE_PUBLIC, () => bouquetNowNext()),
  publicGet('get /api/granny_square_monthly', CACHE_PUBLIC, () => listGrannySquares()),
  publicGet('get /api/yarn_and_yarn', CACHE_PUBLIC, () => listYarnAndYarn()),
  publicGet('get /api/next_yarn_and_yarn', CACHE_PUBLIC, () => nextYarnAndYarn()),
];

const SERIES = [
  {
    name: 'granny_square_monthly',
    collection: 'grannySquareMonthly',
    add: grannySquareMonthlySchema,
    update: updateGrannySquareMonthlySchema,
  },
  {
    name: 'crochet_a_bouquet',
    collection: 'crochetABouquet',
    add: crochetABouquetSchema,
    update: updateCrochetABouquetSchema,
  },
  {
    name: 'yarn_and_yarn',
    collection: 'yarnAndYarn',
    add: yarnAndYarnSchema,
    update: updateYarnAndYarnSchema,
  },
] as const;

// Each monthly series: list (retired too), add, update (retire = active false), delete.
const seriesRoutes = SERIES.flatMap(({ name, collection, add, update }) => [
  route(`get /api/${name}_for_admin`, async (_req, res) => {
    res.json(await monthlyForAdmin(collection));
  }),
  route(`post /api/add_${name}`, async (req, res) => {
    res.status(201).json(await addMonthly(collection, parse(add, req.body), actorOf(req)));
  }),
  route(`post /api/update_${name}`, async (req, res) => {
    res.json(await updateMonthly(collection, parse(update, req.body), actorOf(req)));
  }),
  route(`post /api/delete_${name}`, async (req, res) => {
    res.json(await deleteMonthly(collection, parse(deleteSchema, req.body).id, actorOf(req)));
  }),
]);

export const monthlyAdminRoutes = [
  ...seriesRoutes,
  route('get /api/monthly_meets_for_admin', async (_req, res) => {
    res.json(await monthlyMeetsForAdmin());
  }),
  route('post /api/add_monthly_meet', async (req, res) => {
    res.status(201).json(await addMonthlyMeet(parse(monthlyMeetSchema, req.body), actorOf(req)));
  }),
  route('post /api/update_monthly_meet', async (req, res) => {
    res.json(await updateMonthlyMeet(parse(updateMonthlyMeetSchema, req.body), actorOf(req)));
  }),
  route('post /api/delete_monthly_meet', async (req, res) => {
    res.json(await deleteMonthlyMeet(parse(deleteSchema, req.body).id, actorOf(req)));
  }),
];
