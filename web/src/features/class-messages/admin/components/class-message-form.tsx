import { useId, useState } from 'react';
import {
  type ClassMessageTo,
  type MessageBookersInput,
  messageBookersSchema,
} from '@domain/class-message';
import type { ClassMessagePreview } from '@domain/contracts/class-messages';
import { newBookingId } from '@domain/ids';
import { ActionResult } from '../../../../components/action-result';
import { Form } from '../../../../components/form/form';
import { RadioGroupField } from '../../../../components/form/radio-group-field';
import { TextAreaField, TextField } from '../../../../components/form/text-field';
import { useForm } from '../../../../components/form/use-form';
import { ApiError } from '../../../../lib/api-client';
import { messageBookers } from '../api/message-bookers';
import { previewMessageBookers } from '../api/preview-message-bookers';

interface Values {
  to: ClassMessageTo;
  subject: string;
  message: string;
}

const people = (n: number) => (n === 1 ? '1 person' : `${n} people`);

interface Previewed {
  body: MessageBookersInput;
  preview: ClassMessagePreview;
}

/** The email's body as the layout renders it (the server escaped the staff's text). */
function emailBody(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.innerHTML;
}

/**
 * Write, preview, send (docs/product.md#messages-to-a-class): the preview is the email as the
 * first person gets it, and the send button names how many people it goes to.
 */
export function ClassMessageForm({
  dateId,
  initialTo,
  onSent,
}: {
  dateId: string;
  initialTo: ClassMessageTo;
  onSent: () => void;
}) {
  const headingId = useId();
  const [previewed, setPreviewed] = useState<Previewed | null>(null);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState({ success: '', error: '' });
  const form = useForm({
    initial: (): Values => ({ to: initialTo, subject: '', message: '' }),
    validate: (v: Values) =>
      messageBookersSchema.safeParse({ ...v, scheduled_workshop_id: dateId }),
    submit: async (body: MessageBookersInput) => ({
      // One id per written message: sending it again (a retry) writes nothing more.
      body: { ...body, requestId: newBookingId() },
      preview: await previewMessageBookers(body),
    }),
    onSuccess: (answer: Previewed) => {
      setPreviewed(answer);
      setResult({ success: '', error: '' });
      return { message: `Preview below: it goes to ${people(answer.preview.recipients)}.` };
    },
  });
  const { field, values, set } = form;
  const current = messageBookersSchema.safeParse({ ...values, scheduled_workshop_id: dateId });
  const { requestId: _id, ...previewedBody } = previewed?.body ?? {};
  const shown =
    previewed && current.success && JSON.stringify(current.data) === JSON.stringify(previewedBody)
      ? previewed
      : null;

  async function send() {
    if (!shown || sending) return;
    setSending(true);
    try {
      const { sent } = await messageBookers(shown.body);
      setPreviewed(null);
      form.reset({ to: values.to, subject: '', message: '' });
      setResult({ success: `Sent to ${people(sent)}.`, error: '' });
      onSent();
    } catch (err) {
      const message = err instanceof ApiError ? err.message : 'Sending failed. Please try again.';
      setResult({ success: '', error: message });
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <ActionResult {...result} />
      <Form form={form} submit="Preview">
        <RadioGroupField
          legend="Send to"
          name="to"
          value={values.to}
          onChange={(to) => set('to')(to)}
          options={[
            { value: 'booked', label: 'Everyone booked on this date' },
            { value: 'waiting', label: 'The people on its waiting list' },
          ]}
        />
        <TextField label="Subject" {...field('subject')} hint="e.g. Bring 5 mm needles" />
        <TextAreaField
          label="Message"
          {...field('message')}
          rows={8}
          hint="Plain text; line breaks are kept. Each person gets it once, with their name."
        />
      </Form>
      {shown && (
        <section className="card form-card" aria-labelledby={headingId}>
          <h2 id={headingId}>Preview: {shown.preview.subject}</h2>
          <p>
            It goes to <strong>{people(shown.preview.recipients)}</strong>, each email address once.
          </p>
          <div
            className="email-preview"
            role="document"
            aria-label="The email as it will arrive"
            dangerouslySetInnerHTML={{ __html: emailBody(shown.preview.html) }}
          />
          <button
            type="button"
            className="button button--primary"
            disabled={sending}
            aria-busy={sending}
            onClick={() => void send()}
          >
            Send to {people(shown.preview.recipients)}
          </button>
        </section>
      )}
    </>
  );
}
