import type { ComponentProps } from 'react';
import { TextField } from '../../../components/form/text-field';

type Field = Omit<ComponentProps<typeof TextField>, 'label'>;

/** Who is booking or waiting: name, email and a UK mobile, as every visitor form asks. */
export function ContactFields({
  name,
  email,
  mobile,
}: {
  name: Field;
  email: Field;
  mobile: Field;
}) {
  return (
    <>
      <TextField label="Your name" {...name} autoComplete="name" />
      <TextField
        label="Email address"
        {...email}
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <TextField
        label="Mobile number"
        {...mobile}
        type="tel"
        autoComplete="tel"
        hint="A UK mobile, for example 07700 900123, so the studio can reach you if your workshop changes on the day. No mobile? Call or email the studio and they will book you in."
      />
    </>
  );
}
