export { outboxAdminRoutes } from './outbox.routes.js';
