import { useState } from 'react';
import { Link } from '../../../components/link';
import { newsItemSchema } from '@domain/admin-news';
import { londonDate, ordinal } from '@domain/clock';
import { londonParts, MONTHS } from '@domain/dates';
import type { NewsItem } from '@domain/model';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { SelectField } from '../../../components/form/select-field';
import { TextAreaField, TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { QueryView } from '../../../components/query-view';
import { paths } from '../../../config/paths';
import { addHomepageNews } from '../../../features/news/admin/api/add-homepage-news';
import { deleteHomepageNews } from '../../../features/news/admin/api/delete-homepage-news';
import { homepageNewsForAdminQuery } from '../../../features/news/admin/api/get-homepage-news';
import { updateHomepageNews } from '../../../features/news/admin/api/update-homepage-news';
import { AdminPage } from '../../../components/admin/admin-page';
import { ContentEditor } from '../../../components/admin/content-editor';
import { useContentEditor } from '../../../lib/admin/use-content-editor';
import { useQuery } from '../../../lib/use-query';

interface Values {
  title: string;
  message: string;
  day: string;
  month: string;
  button: boolean;
  buttonText: string;
  buttonDestination: string;
}

const dayAndMonth = (ms: number) => {
  const { day, month } = londonParts(ms);
  return { day: ordinal(day), month: MONTHS[month - 1] ?? 'January' };
};

const fresh = (): Values => ({
  title: '',
  message: '',
  ...dayAndMonth(Date.now()),
  button: false,
  buttonText: '',
  buttonDestination: '',
});

const toValues = (item: NewsItem): Values => ({
  title: item.title,
  message: item.message,
  ...dayAndMonth(item.date),
  button: item.button,
  buttonText: item.buttonText,
  buttonDestination: item.buttonDestination,
});

export default function AddHomepageNews() {
  const news = useQuery(homepageNewsForAdminQuery);
  const editor = useContentEditor<NewsItem, Values>({
    items: news.status === 'ready' ? news.data : [],
    fresh,
    toValues,
    reload: news.refetch,
  });
  const { editing } = editor;
  const [published, setPublished] = useState<NewsItem>();
  const form = useForm({
    initial: fresh,
    validate: (v: Values) =>
      newsItemSchema.safeParse(v.button ? v : { ...v, buttonText: '', buttonDestination: '' }),
    submit: (body) =>
      editing ? updateHomepageNews({ ...body, id: editing.id }) : addHomepageNews(body),
    onSuccess: (item) => {
      setPublished(item);
      editor.saved();
      return {
        message: editing
          ? `Saved the changes to “${item.title}”.`
          : `Published “${item.title}” on the home page.`,
        values: fresh(),
      };
    },
  });
  const { field } = form;

  return (
    <AdminPage
      title="Add a news item"
      lede="News items show on the home page, newest first. The message may use simple HTML (paragraphs, bold, italics, links). Published items are listed below to edit or delete."
    >
      <ContentEditor
        editor={editor}
        form={form}
        name={(item) => item.title}
        add={{ title: 'Write a news item', submit: 'Publish news item' }}
        list={{
          title: 'Published news items',
          empty: 'No news items yet.',
          kind: 'the news item',
          details: (item) => londonDate(item.date),
          remove: (item) => deleteHomepageNews(item.id),
          onDeleted: () => setPublished(undefined),
        }}
        between={
          published && (
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
          )
        }
        listFrame={(list) => (
          <QueryView query={news} what="the news items">
            {() => list}
          </QueryView>
        )}
      >
        <TextField label="Title" {...field('title')} />
        <TextAreaField
          label="Message"
          {...field('message')}
          rows={6}
          hint="HTML such as <p>…</p>, <strong>, <em>, <a href>; anything else is removed when saved"
        />
        <div className="form-row">
          <TextField label="Day" {...field('day')} hint="e.g. 3rd" />
          <SelectField label="Month" {...field('month')} options={MONTHS} />
        </div>
        <CheckboxField label="Show a button" {...form.checkbox('button')} />
        {form.values.button && (
          <div className="form-row">
            <TextField label="Button text" {...field('buttonText')} hint="e.g. See what's on" />
            <TextField
              label="Button destination"
              {...field('buttonDestination')}
              hint="A page such as /calendar_view, or https://"
            />
          </div>
        )}
      </ContentEditor>
    </AdminPage>
  );
}
