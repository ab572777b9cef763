export { auditAdminRoutes } from './audit.routes.js';
export { scrubPeopleFromAudit } from './audit.service.js';
