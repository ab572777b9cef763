export { dashboardAdminRoutes } from './dashboard.routes.js';
