export { listWorkshopTypes, workshopTypeOf, workshopTypesByIds } from './catalog.service.js';
export { catalogAdminRoutes, catalogRoutes } from './catalog.routes.js';
