export { peopleAdminRoutes } from './people.routes.js';
