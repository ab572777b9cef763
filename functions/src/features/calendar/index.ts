export { calendarRoutes } from './calendar.routes.js';
