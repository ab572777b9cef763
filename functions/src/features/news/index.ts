export { newsAdminRoutes, newsRoutes } from './news.routes.js';
