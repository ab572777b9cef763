import type { messageBookersSchema } from '../class-message.js';
import type { z } from '../zod.js';

/** A class message as its recipients will see it, and how many people it goes to. */
export interface ClassMessagePreview {
  subject: string;
  html: string;
  text: string;
  recipients: number;
}

export interface ClassMessageContracts {
  'post /api/preview_message_bookers': {
    request: z.input<typeof messageBookersSchema>;
    response: ClassMessagePreview;
  };
  /** `sent`: the people written to (each address once). */
  'post /api/message_bookers': {
    request: z.input<typeof messageBookersSchema>;
    response: { sent: number };
  };
}
