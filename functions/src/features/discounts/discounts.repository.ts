import type { DiscountCode } from '../../domain/discount.js';
import { collections, readQuery, refs } from '../../lib/firestore.js';
import { documents } from '../../lib/guarded-commit.js';

/** Discount codes by code (upper case): one document per code, so a code is unique. */
export const codeDocs = documents(refs.discountCode);

export const listCodes = (): Promise<DiscountCode[]> =>
  readQuery(collections.discountCodes().orderBy('createdAt', 'desc'));
