export { monthlyAdminRoutes, monthlyRoutes } from './monthly.routes.js';
