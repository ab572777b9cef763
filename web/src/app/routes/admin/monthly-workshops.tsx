import type { MonthlySeries } from '@domain/contracts/monthly';
import { AdminQueryPage } from '../../../components/admin/admin-page';
import { workshopTypesForAdminQuery } from '../../../features/catalog/admin/api/get-workshop-types-for-admin';
import { monthlyWorkshopsForAdminQuery } from '../../../features/monthly/admin/api/get-monthly-workshops';
import {
  MONTHLY_KINDS,
  MonthlyWorkshopEditor,
} from '../../../features/monthly/admin/components/monthly-workshop-editor';
import { bothQuery } from '../../../lib/admin/admin-query';

/** The staff page of a monthly series (the route table says which). */
export default function MonthlyWorkshops({ kind }: { kind: MonthlySeries }) {
  const { what, lede } = MONTHLY_KINDS[kind];
  return (
    <AdminQueryPage
      title={`Add a ${what} month`}
      lede={`${lede} The stored months are listed below to edit, retire (untick Active) or delete.`}
      query={bothQuery(workshopTypesForAdminQuery, monthlyWorkshopsForAdminQuery(kind))}
      what={`the ${what} months`}
    >
      {([types, months], reload) => (
        <MonthlyWorkshopEditor kind={kind} types={types} months={months} reload={reload} />
      )}
    </AdminQueryPage>
  );
}
