import {
  crochetABouquetSchema,
  grannySquareMonthlySchema,
} from '../../domain/admin-monthly-workshop.js';
import { route } from '../../http/route.js';
import { addMonthly } from './monthly-workshops.service.js';
import { parse } from '../../lib/validate.js';

export const monthlyWorkshopAdminRoutes = [
  route('post', '/api/add_granny_square_monthly', async (req, res) => {
    const input = parse(grannySquareMonthlySchema, req.body);
    res.status(201).json(await addMonthly('grannySquareMonthly', input));
  }),
  route('post', '/api/add_crochet_a_bouquet', async (req, res) => {
    const input = parse(crochetABouquetSchema, req.body);
    res.status(201).json(await addMonthly('crochetABouquet', input));
  }),
];
