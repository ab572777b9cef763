import { personEmailSchema } from '../../domain/contact.js';
import { route } from '../../lib/route.js';
import { actorOf } from '../../lib/require-admin.js';
import { parse } from '../../lib/validate.js';
import { erasePerson, personData } from './people.service.js';

export const peopleAdminRoutes = [
  route('get /api/person_data', async (req, res) => {
    const { email } = parse(personEmailSchema, req.query);
    res.set('Content-Disposition', 'attachment; filename="person-data.json"');
    res.json(await personData(email));
  }),
  route('post /api/erase_person', async (req, res) => {
    const { email } = parse(personEmailSchema, req.body);
    res.json(await erasePerson(email, actorOf(req)));
  }),
];
