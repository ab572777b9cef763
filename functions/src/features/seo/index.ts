export { seoRoutes } from './seo.routes.js';
