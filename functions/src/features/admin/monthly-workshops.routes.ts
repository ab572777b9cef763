import {
  crochetABouquetSchema,
  grannySquareMonthlySchema,
} from '../../domain/admin-monthly-workshop.js';
import { route } from '../../http/route.js';
import { addMonthly } from './monthly-workshops.service.js';
import { parseForm } from './parse-form.js';

export const monthlyWorkshopAdminRoutes = [
  route('post', '/api/add_granny_square_monthly', async (req, res) => {
    const input = parseForm(grannySquareMonthlySchema, req.body);
    res.status(201).json(await addMonthly('grannySquareMonthly', input));
  }),
  route('post', '/api/add_crochet_a_bouquet', async (req, res) => {
    const input = parseForm(crochetABouquetSchema, req.body);
    res.status(201).json(await addMonthly('crochetABouquet', input));
  }),
];
