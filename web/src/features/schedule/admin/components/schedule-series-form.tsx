import { type ReactNode, useId, useState } from 'react';
import type { SeriesPreview } from '@domain/contracts/schedule';
import type { WorkshopType } from '@domain/model';
import {
  MAX_SERIES_DATES,
  type Repeat,
  type ScheduleSeriesInput,
  scheduleSeriesSchema,
} from '@domain/series';
import { whenLabel } from '@domain/wording';
import { ActionResult } from '../../../../components/action-result';
import { Form } from '../../../../components/form/form';
import { NumberField, TextField } from '../../../../components/form/text-field';
import { useForm } from '../../../../components/form/use-form';
import { ApiError } from '../../../../lib/api-client';
import { londonToday } from '../../../../lib/admin/admin-dates';
import { previewSeries } from '../api/preview-series';
import { scheduleSeries } from '../api/schedule-series';
import { ScheduleTimeField, WorkshopTypeField } from './schedule-fields';

interface Values {
  workshop_type: string;
  firstDate: string;
  time: string;
  count: string;
  until: string;
  guests: string;
}

const freshForm = (): Values => ({
  workshop_type: '',
  firstDate: '',
  time: '',
  count: '',
  until: '',
  guests: '',
});

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

const bodyOf = (v: Values, repeat: Repeat) => ({
  workshop_type: v.workshop_type,
  firstDate: v.firstDate,
  time: v.time,
  repeat,
  count: v.count.trim() === '' ? undefined : toNumber(v.count),
  until: v.until === '' ? undefined : v.until,
  guests: toNumber(v.guests),
});

interface Previewed {
  body: ScheduleSeriesInput;
  preview: SeriesPreview;
  /** Each preview starts with its own ticks. */
  at: number;
}

/**
 * A series of dates (docs/product.md#repeating-dates): the form previews the dates, staff untick
 * any (a date that clashes with another starts unticked), and one button creates the rest.
 */
export function ScheduleSeriesForm({
  types,
  repeat,
  repeatField,
}: {
  types: WorkshopType[];
  repeat: Repeat;
  repeatField: ReactNode;
}) {
  const [previewed, setPreviewed] = useState<Previewed | null>(null);
  const form = useForm({
    initial: freshForm,
    validate: (v: Values) => scheduleSeriesSchema.safeParse(bodyOf(v, repeat)),
    submit: async (body: ScheduleSeriesInput) => ({
      body,
      preview: await previewSeries(body),
      at: Date.now(),
    }),
    onSuccess: (result: Previewed) => {
      setPreviewed(result);
      const n = result.preview.dates.length;
      return { message: `${n} dates, ${result.preview.repeats}: untick any to leave out.` };
    },
  });
  const { field, values } = form;

  // A preview is of the fields as they were: changing one asks for a new preview.
  const current = scheduleSeriesSchema.safeParse(bodyOf(values, repeat));
  const shown =
    previewed && current.success && JSON.stringify(current.data) === JSON.stringify(previewed.body)
      ? previewed
      : null;

  return (
    <>
      <Form form={form} submit="Show the dates">
        {repeatField}
        <WorkshopTypeField types={types} {...field('workshop_type')} />
        <div className="form-row">
          <TextField label="First date" type="date" {...field('firstDate')} min={londonToday()} />
          <ScheduleTimeField
            {...field('time')}
            hint="e.g. 3pm; the same time of day on every date"
          />
          <NumberField label="Number of guests" {...field('guests')} hint="Places on each date" />
        </div>
        <div className="form-row">
          <NumberField
            label="How many dates"
            {...field('count')}
            required={false}
            hint={`2 to ${MAX_SERIES_DATES}; or give the last date instead`}
          />
          <TextField
            label="Until"
            type="date"
            {...field('until')}
            required={false}
            min={values.firstDate || londonToday()}
            hint="The last date it may fall on"
          />
        </div>
      </Form>
      {shown && <SeriesPreviewList key={shown.at} types={types} previewed={shown} />}
    </>
  );
}

function SeriesPreviewList({ types, previewed }: { types: WorkshopType[]; previewed: Previewed }) {
  const headingId = useId();
  const { preview, body } = previewed;
  const [ticked, setTicked] = useState(
    () => new Set(preview.dates.filter((d) => !d.clash).map((d) => d.date)),
  );
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState({ success: '', error: '' });
  const [created, setCreated] = useState<string[]>([]);
  const name = types.find((t) => t.id === body.workshop_type)?.name ?? body.workshop_type;
  const count = ticked.size;

  function toggle(date: string, on: boolean) {
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(date);
      else next.delete(date);
      return next;
    });
  }

  async function create() {
    if (saving || count === 0) return;
    setSaving(true);
    try {
      const leaveOut = preview.dates.filter((d) => !ticked.has(d.date)).map((d) => d.date);
      const answer = await scheduleSeries({ ...body, leaveOut });
      setCreated(answer.created.map(whenLabel));
      setResult({
        success: `Scheduled ${answer.created.length} dates of ${name}, ${body.guests} places each.`,
        error: '',
      });
    } catch (err) {
      const message = err instanceof ApiError ? err.message : 'Saving failed. Please try again.';
      setResult({ success: '', error: message });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="card form-card" aria-labelledby={headingId}>
      <h2 id={headingId}>
        The dates: {name}, {preview.repeats}
      </h2>
      <ActionResult {...result} />
      {created.length > 0 ? (
        <ul aria-label="Dates scheduled">
          {created.map((when) => (
            <li key={when}>{when}</li>
          ))}
        </ul>
      ) : (
        <>
          {preview.skipped.length > 0 && (
            <p className="muted">
              Skipped, as these months have no such weekday: {preview.skipped.join(', ')}.
            </p>
          )}
          <fieldset className="field">
            <legend>Dates to create (untick any to leave it out)</legend>
            <ul className="series-dates">
              {preview.dates.map((d) => (
                <li key={d.date}>
                  <label className="checkbox">
                    <input
                      type="checkbox"
                      checked={ticked.has(d.date)}
                      onChange={(e) => toggle(d.date, e.target.checked)}
                    />
                    <span>
                      {d.when}
                      {d.clash && (
                        <strong className="field__error">
                          {' '}
                          · clashes with {d.clash.workshop_name} at the same time
                        </strong>
                      )}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <button
            type="button"
            className="button button--primary"
            disabled={saving || count === 0}
            aria-busy={saving}
            onClick={() => void create()}
          >
            Create {count} {count === 1 ? 'date' : 'dates'}
          </button>
        </>
      )}
    </section>
  );
}
