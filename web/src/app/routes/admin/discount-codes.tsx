import type { DiscountCode, DiscountCodeBody } from '@domain/discount';
import { dayLabel, discountCodeSchema, placesLeftOf } from '@domain/discount';
import type { WorkshopType } from '@domain/model';
import { formatPrice } from '@domain/price';
import { useRef, useState } from 'react';
import { ActionResult } from '../../../components/action-result';
import { AdminQueryPage } from '../../../components/admin/admin-page';
import { DataTable, num } from '../../../components/data-table';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { Form } from '../../../components/form/form';
import { RadioGroupField } from '../../../components/form/radio-group-field';
import { NumberField, TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { workshopTypesForAdminQuery } from '../../../features/catalog/admin/api/get-workshop-types-for-admin';
import { discountCodesQuery } from '../../../features/discounts/admin/api/get-discount-codes';
import { saveDiscountCode } from '../../../features/discounts/admin/api/save-discount-code';
import { setDiscountCodeActive } from '../../../features/discounts/admin/api/set-discount-code-active';
import { bothQuery } from '../../../lib/admin/admin-query';
import { useRowAction } from '../../../lib/admin/use-row-action';

interface Values {
  code: string;
  kind: 'percent' | 'amount';
  value: string;
  validFrom: string;
  validTo: string;
  maxPlaces: string;
  workshopTypes: string[];
  active: boolean;
}

const fresh = (): Values => ({
  code: '',
  kind: 'percent',
  value: '',
  validFrom: '',
  validTo: '',
  maxPlaces: '',
  workshopTypes: [],
  active: true,
});

const toValues = (code: DiscountCode): Values => ({
  code: code.code,
  kind: code.kind,
  value: String(code.value),
  validFrom: code.validFrom,
  validTo: code.validTo,
  maxPlaces: code.maxPlaces === null ? '' : String(code.maxPlaces),
  workshopTypes: code.workshopTypes,
  active: code.active,
});

const numberOrNaN = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

const toBody = (v: Values, create: boolean): DiscountCodeBody => ({
  create,
  code: v.code,
  kind: v.kind,
  value: numberOrNaN(v.value),
  validFrom: v.validFrom,
  validTo: v.validTo,
  maxPlaces: v.maxPlaces.trim() === '' ? null : numberOrNaN(v.maxPlaces),
  workshopTypes: v.workshopTypes,
  active: v.active,
});

/** "15 % off", "£5 off". */
const offLabel = (code: Pick<DiscountCode, 'kind' | 'value'>) =>
  code.kind === 'percent' ? `${code.value}% off` : `${formatPrice(code.value)} off`;

function validLabel(code: DiscountCode) {
  if (code.validFrom && code.validTo) {
    return `${dayLabel(code.validFrom)} to ${dayLabel(code.validTo)}`;
  }
  if (code.validFrom) return `From ${dayLabel(code.validFrom)}`;
  if (code.validTo) return `Until ${dayLabel(code.validTo)}`;
  return 'Any day';
}

function usesLabel(code: DiscountCode) {
  if (code.maxPlaces === null) return `${code.placesUsed} (no limit)`;
  const left = placesLeftOf(code);
  return `${code.placesUsed} of ${code.maxPlaces}${left === 0 ? ' · used up' : ''}`;
}

function DiscountCodesEditor({
  codes,
  types,
  reload,
}: {
  codes: DiscountCode[];
  types: WorkshopType[];
  reload: () => void;
}) {
  const [editing, setEditing] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);
  const rows = useRowAction(reload);
  const form = useForm({
    initial: fresh,
    validate: (v: Values) => discountCodeSchema.safeParse(toBody(v, editing === undefined)),
    submit: saveDiscountCode,
    onSuccess: (saved, body) => {
      setEditing(undefined);
      reload();
      return {
        message: `${body.create ? 'Added' : 'Saved'} ${saved.code}: ${offLabel(saved)}.`,
        values: fresh(),
      };
    },
  });
  const { field } = form;
  const typeName = new Map(types.map((t) => [t.id, t.name]));

  const edit = (code: DiscountCode) => {
    setEditing(code.code);
    form.reset(toValues(code));
    heading.current?.focus();
  };
  const stopEditing = () => {
    setEditing(undefined);
    form.reset(fresh());
  };
  const toggle = (code: DiscountCode) =>
    void rows.run(
      code.code,
      async () => {
        await setDiscountCodeActive(code.code, !code.active);
        return `${code.code} is ${code.active ? 'switched off' : 'active again'}.`;
      },
      `Could not change ${code.code}`,
    );
  const ticked = new Set(form.values.workshopTypes);
  const tick = (id: string, on: boolean) =>
    form.set('workshopTypes')(
      on ? [...form.values.workshopTypes, id] : form.values.workshopTypes.filter((t) => t !== id),
    );

  return (
    <>
      <section className="stack" aria-labelledby="discount-form-heading">
        <h2 id="discount-form-heading" ref={heading} tabIndex={-1}>
          {editing ? `Edit ${editing}` : 'A new discount code'}
        </h2>
        <Form form={form} submit={editing ? 'Save code' : 'Add code'}>
          <TextField
            label="Code"
            {...field('code')}
            readOnly={editing !== undefined}
            autoComplete="off"
            hint="3 to 20 letters, numbers or dashes; visitors may type it in any case"
          />
          <RadioGroupField
            legend="Discount"
            name="kind"
            value={form.values.kind}
            onChange={form.set('kind')}
            error={form.errors.kind}
            options={[
              { value: 'percent', label: 'A percentage off' },
              { value: 'amount', label: 'An amount off each booking' },
            ]}
          />
          <TextField
            label={form.values.kind === 'percent' ? 'Percentage off' : 'Amount off (£)'}
            {...field('value')}
            inputMode="decimal"
            hint={
              form.values.kind === 'percent'
                ? 'A whole number from 1 to 100'
                : 'Pounds, such as 5 or 7.50; never more than the booking costs'
            }
          />
          <TextField
            label="First day"
            {...field('validFrom')}
            type="date"
            hint="London time; leave empty to start at once"
          />
          <TextField
            label="Last day"
            {...field('validTo')}
            type="date"
            hint="London time, inclusive; leave empty for no end"
          />
          <fieldset className="field" aria-describedby="discount-types-hint">
            <legend className="field__label">Workshops</legend>
            <p className="field__hint" id="discount-types-hint">
              Tick the workshops it is for; tick none for every workshop
            </p>
            {types.map((type) => (
              <label key={type.id} className="checkbox">
                <input
                  type="checkbox"
                  checked={ticked.has(type.id)}
                  onChange={(e) => tick(type.id, e.target.checked)}
                />
                <span>{type.name}</span>
              </label>
            ))}
          </fieldset>
          <NumberField
            label="Places it can be used for"
            {...field('maxPlaces')}
            hint="In all, counted in places booked (a booking of 3 uses 3); empty for no limit"
          />
          <CheckboxField
            label="Active"
            {...form.checkbox('active')}
            hint="Visitors can use it (between its days, while it has places left)"
          />
        </Form>
        {editing && (
          <button type="button" className="button button--ghost" onClick={stopEditing}>
            Stop editing
          </button>
        )}
      </section>
      <section className="stack" aria-labelledby="discount-list-heading">
        <h2 id="discount-list-heading">Discount codes</h2>
        <ActionResult success={rows.message.success} error={rows.message.error} />
        {codes.length === 0 ? (
          <p className="empty-state">No discount codes yet.</p>
        ) : (
          <DataTable
            label="Discount codes"
            columns={[
              'Code',
              'Discount',
              'Valid',
              'Workshops',
              num('Places used'),
              'Status',
              'Actions',
            ]}
          >
            {codes.map((code) => (
              <tr key={code.code}>
                <th scope="row">{code.code}</th>
                <td>{offLabel(code)}</td>
                <td>{validLabel(code)}</td>
                <td>
                  {code.workshopTypes.length === 0
                    ? 'All workshops'
                    : code.workshopTypes.map((id) => typeName.get(id) ?? id).join(', ')}
                </td>
                <td className="num">{usesLabel(code)}</td>
                <td>{code.active ? 'Active' : 'Switched off'}</td>
                <td>
                  <div className="cluster">
                    <button type="button" className="button" onClick={() => edit(code)}>
                      Edit<span className="visually-hidden"> {code.code}</span>
                    </button>
                    <button
                      type="button"
                      className="button button--ghost"
                      disabled={rows.busy === code.code}
                      onClick={() => toggle(code)}
                    >
                      {code.active ? 'Switch off' : 'Switch on'}
                      <span className="visually-hidden"> {code.code}</span>
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
    </>
  );
}

export default function DiscountCodes() {
  return (
    <AdminQueryPage
      title="Discount codes"
      lede="Codes visitors type on the booking summary for a percentage or an amount off: one code per booking, its uses counted in places."
      query={bothQuery(discountCodesQuery, workshopTypesForAdminQuery)}
      what="the discount codes"
    >
      {([codes, types], reload) => (
        <DiscountCodesEditor codes={codes} types={types} reload={reload} />
      )}
    </AdminQueryPage>
  );
}
