import { useState } from 'react';
import { Link } from 'react-router';
import { newsItemSchema } from '@domain/admin-news';
import { MONTHS, ordinal, londonParts } from '@domain/dates';
import type { NewsItem } from '@domain/model';
import { paths } from '../../../config/paths';
import { addHomepageNews } from '../../../features/admin/api/add-homepage-news';
import { AdminPage } from '../../../features/admin/components/admin-page';
import {
  CheckboxField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../features/admin/components/fields';
import { FormStatus, SubmitButton } from '../../../features/admin/components/form-status';
import { useAdminForm } from '../../../features/admin/use-admin-form';

interface Values {
  title: string;
  message: string;
  day: string;
  month: string;
  button: boolean;
  buttonText: string;
  buttonDestination: string;
}

function fresh(): Values {
  const today = londonParts(Date.now());
  return {
    title: '',
    message: '',
    day: ordinal(today.day),
    month: MONTHS[today.month - 1] ?? 'January',
    button: false,
    buttonText: '',
    buttonDestination: '',
  };
}

export default function AddHomepageNews() {
  const [published, setPublished] = useState<NewsItem>();
  const form = useAdminForm({
    initial: fresh,
    validate: (v: Values) =>
      newsItemSchema.safeParse(v.button ? v : { ...v, buttonText: '', buttonDestination: '' }),
    submit: addHomepageNews,
    onSuccess: (item) => {
      setPublished(item);
      return { message: `Published “${item.title}” on the home page.`, values: fresh() };
    },
  });
  const { values, set, errors } = form;

  return (
    <AdminPage
      title="Add a news item"
      lede="News items show on the home page, newest first. The message may use simple HTML (paragraphs, bold, italics, links)."
    >
      <form
        className="card admin-form"
        noValidate
        aria-busy={form.saving}
        onSubmit={(e) => void form.onSubmit(e)}
      >
        <FormStatus success={form.success} error={form.error} />
        <TextField
          label="Title"
          name="title"
          value={values.title}
          onChange={set('title')}
          error={errors.title}
          required
        />
        <TextAreaField
          label="Message"
          name="message"
          rows={6}
          value={values.message}
          onChange={set('message')}
          hint="HTML such as <p>…</p>, <strong>, <em>, <a href>; anything else is removed when saved"
          error={errors.message}
          required
        />
        <div className="admin-form__row">
          <TextField
            label="Day"
            name="day"
            value={values.day}
            onChange={set('day')}
            hint="e.g. 3rd"
            error={errors.day}
            required
          />
          <SelectField
            label="Month"
            name="month"
            value={values.month}
            options={MONTHS}
            onChange={set('month')}
            error={errors.month}
            required
          />
        </div>
        <CheckboxField
          label="Show a button"
          name="button"
          checked={values.button}
          onChange={set('button')}
          error={errors.button}
        />
        {values.button && (
          <div className="admin-form__row">
            <TextField
              label="Button text"
              name="buttonText"
              value={values.buttonText}
              onChange={set('buttonText')}
              hint="e.g. See what's on"
              error={errors.buttonText}
              required
            />
            <TextField
              label="Button destination"
              name="buttonDestination"
              value={values.buttonDestination}
              onChange={set('buttonDestination')}
              hint="A page such as /calendar_view, or https://"
              error={errors.buttonDestination}
              required
            />
          </div>
        )}
        <SubmitButton saving={form.saving}>Publish news item</SubmitButton>
      </form>
      {published && (
        <section className="stack" aria-labelledby="news-preview">
          <h2 id="news-preview">As it shows on the home page</h2>
          <article className="card admin-preview">
            <h3>{published.title}</h3>
            {/* The server keeps only an allowlist of HTML (sanitize-html) before storing it. */}
            <div dangerouslySetInnerHTML={{ __html: published.message }} />
            {published.button && published.buttonText && (
              <p>
                <span className="button">{published.buttonText}</span>
              </p>
            )}
          </article>
          <p>
            <Link to={paths.home}>See the home page</Link>
          </p>
        </section>
      )}
    </AdminPage>
  );
}
