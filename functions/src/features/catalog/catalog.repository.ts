import type { WorkshopType } from '../../domain/model.js';
import { collections, readDoc, readDocs, readQuery, refs } from '../../lib/firestore.js';
import { documents } from '../../lib/guarded-commit.js';

/** Workshop types by id. */
export const typeDocs = documents(refs.workshopType);

export const findWorkshopType = (id: string) => readDoc(refs.workshopType(id));

export async function findWorkshopTypes(ids: string[]): Promise<WorkshopType[]> {
  const types = await readDocs([...new Set(ids)].map(refs.workshopType));
  return types.filter((t): t is WorkshopType => t !== null);
}

export const listActiveWorkshopTypes = () =>
  readQuery(collections.workshopTypes().where('active', '==', true));

export const listHomePageWorkshopTypes = () =>
  readQuery(
    collections.workshopTypes().where('active', '==', true).where('showOnHomePage', '==', true),
  );

export const listAllWorkshopTypes = () => readQuery(collections.workshopTypes().orderBy('name'));
