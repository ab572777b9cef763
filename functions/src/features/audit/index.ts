export { auditAdminRoutes } from './audit.routes.js';
