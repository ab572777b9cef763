export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  /** The JSON answer; subclasses add what the client needs (e.g. places left). */
  body(): Record<string, unknown> {
    return this.fields ? { error: this.message, fields: this.fields } : { error: this.message };
  }
}

/** 429: the answer says when to try again (Retry-After, in seconds). */
export class TooManyRequests extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, message, fields);
export const unauthorized = (message = 'Sign in to continue') => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this') =>
  new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooLarge = (message = 'The request body is too large') => new HttpError(413, message);
export const busy = (message = 'The studio is busy, please try again') =>
  new HttpError(503, message);
