// Errors as Stripe's API answers them: a status and `{ error: { type, code, message, param } }`,
// which the SDK turns into StripeInvalidRequestError, StripeAuthenticationError and so on.

type ErrorType = 'invalid_request_error' | 'idempotency_error' | 'api_error';

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: ErrorType,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }

  toJSON() {
    const { type, code, param, message } = this;
    return {
      error: {
        type,
        message,
        ...(code && {
          code,
          doc_url: `https://stripe.com/docs/error-codes/${code.replaceAll('_', '-')}`,
        }),
        ...(param && { param }),
      },
    };
  }
}

export const invalid = (message: string, param?: string, code?: string) =>
  new StripeApiError(400, 'invalid_request_error', message, code, param);

export const missingParam = (param: string) =>
  invalid(`Missing required param: ${param}.`, param, 'parameter_missing');

export const unknownParam = (param: string) =>
  invalid(`Received unknown parameter: ${param}`, param, 'parameter_unknown');

/** 404 for an id that names nothing, e.g. "No such checkout.session: 'cs_test_x'". */
export const noSuch = (object: string, id: string, param: string) =>
  new StripeApiError(
    404,
    'invalid_request_error',
    `No such ${object}: '${id}'`,
    'resource_missing',
    param,
  );

export const unauthorized = (message: string) =>
  new StripeApiError(401, 'invalid_request_error', message);
