import type { DeleteInput } from '../admin-fields.js';
import type { NewWorkshopTypeBody, WorkshopTypeBody } from '../admin-workshop-type.js';
import type { ScheduledWorkshop, WorkshopType } from '../model.js';
import type { UpcomingWorkshop, WorkshopCard } from '../workshop-card.js';

export type WorkshopWithSessions = WorkshopType & { sessions: ScheduledWorkshop[] };

export interface CatalogContracts {
  'get /api/workshop_types': { request: undefined; response: WorkshopWithSessions[] };
  'get /api/workshop_types/:id': { request: undefined; response: WorkshopWithSessions };
  'get /api/upcoming_workshops': { request: undefined; response: UpcomingWorkshop[] };
  'get /api/menu_workshops': { request: undefined; response: WorkshopCard[] };

  'get /api/workshop_types_for_admin': { request: undefined; response: WorkshopType[] };
  'post /api/add_new_workshop_type': { request: NewWorkshopTypeBody; response: WorkshopType };
  'put /api/update_workshop_type': { request: WorkshopTypeBody; response: WorkshopType };
  'post /api/delete_workshop_type': { request: DeleteInput; response: WorkshopType };
}
