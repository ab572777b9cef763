import type { ErrorRequestHandler } from 'express';
import * as logger from 'firebase-functions/logger';
import { HttpError, TooManyRequests } from '../lib/http-errors.js';

interface BodyParserError {
  type?: string;
  status?: number;
}

// Firestore reports transaction contention as gRPC ABORTED (10); it is safe to retry.
const isContention = (err: unknown) =>
  typeof err === 'object' &&
  err !== null &&
  'code' in err &&
  (err.code === 10 || err.code === 'aborted');

export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  res.set('Cache-Control', 'private, no-store');
  if (err instanceof TooManyRequests) res.set('Retry-After', String(err.retryAfterSeconds));
  if (err instanceof HttpError) {
    res.status(err.status).json(err.body());
    return;
  }
  const parserError = err as BodyParserError;
  if (parserError.type === 'entity.too.large') {
    res.status(413).json({ error: 'The request body is too large' });
    return;
  }
  if (parserError.type === 'entity.parse.failed' || parserError.status === 400) {
    res.status(400).json({ error: 'The request body is not valid JSON' });
    return;
  }
  if (isContention(err)) {
    res.set('Retry-After', '1').status(503).json({ error: 'The studio is busy, please try again' });
    return;
  }
  logger.error('Unhandled error', { path: req.path, err });
  res.status(500).json({ error: 'Something went wrong. Please try again.' });
};
