export { classMessageAdminRoutes } from './class-messages.routes.js';
