import { useState } from 'react';
import { Link } from 'react-router';
import { newsItemSchema } from '@domain/admin-news';
import { MONTHS, ordinal, londonParts } from '@domain/dates';
import type { NewsItem } from '@domain/model';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { Form } from '../../../components/form/form';
import { SelectField } from '../../../components/form/select-field';
import { TextAreaField, TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { paths } from '../../../config/paths';
import { addHomepageNews } from '../../../features/admin/api/add-homepage-news';
import { AdminPage } from '../../../features/admin/components/admin-page';

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
  const form = useForm({
    initial: fresh,
    validate: (v: Values) =>
      newsItemSchema.safeParse(v.button ? v : { ...v, buttonText: '', buttonDestination: '' }),
    submit: addHomepageNews,
    onSuccess: (item) => {
      setPublished(item);
      return { message: `Published “${item.title}” on the home page.`, values: fresh() };
    },
  });
  const { field } = form;

  return (
    <AdminPage
      title="Add a news item"
      lede="News items show on the home page, newest first. The message may use simple HTML (paragraphs, bold, italics, links)."
    >
      <Form form={form} submit="Publish news item">
        <TextField label="Title" {...field('title')} required />
        <TextAreaField
          label="Message"
          {...field('message')}
          rows={6}
          hint="HTML such as <p>…</p>, <strong>, <em>, <a href>; anything else is removed when saved"
          required
        />
        <div className="form-row">
          <TextField label="Day" {...field('day')} hint="e.g. 3rd" required />
          <SelectField label="Month" {...field('month')} options={MONTHS} required />
        </div>
        <CheckboxField label="Show a button" {...form.checkbox('button')} />
        {form.values.button && (
          <div className="form-row">
            <TextField
              label="Button text"
              {...field('buttonText')}
              hint="e.g. See what's on"
              required
            />
            <TextField
              label="Button destination"
              {...field('buttonDestination')}
              hint="A page such as /calendar_view, or https://"
              required
            />
          </div>
        )}
      </Form>
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
