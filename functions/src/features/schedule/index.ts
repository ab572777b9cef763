export {
  capacityTooLow,
  dateOf,
  datesBetween,
  deleteDate,
  futureDatesOfTypes,
  refuseSameTime,
  SCHEDULE_ERRORS,
  typeOfDate,
  updateDate,
} from './schedule.service.js';
export { datesOfTypeAfter } from './schedule.repository.js';
export { scheduleAdminRoutes, scheduleRoutes } from './schedule.routes.js';
