import { invalid, missingParam, unknownParam } from './errors.ts';

// Reading Stripe's form-encoded parameters (parsed by qs: `line_items[0][quantity]=1` becomes
// nested objects and arrays of strings) with Stripe's errors for what is missing, unknown or
// of the wrong kind.

export type Params = Record<string, unknown>;

const isRecord = (value: unknown): value is Params =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Refuses any parameter not listed, as Stripe does ("Received unknown parameter: …"). */
export function only(params: Params, allowed: readonly string[], prefix = '') {
  for (const key of Object.keys(params)) {
    if (!allowed.includes(key)) throw unknownParam(prefix ? `${prefix}[${key}]` : key);
  }
}

export function object(value: unknown, param: string): Params {
  if (!isRecord(value)) throw invalid(`Invalid object`, param, 'parameter_invalid_object');
  return value;
}

export function array(value: unknown, param: string): unknown[] {
  if (Array.isArray(value)) return value;
  throw invalid(`Invalid array`, param, 'parameter_invalid_array');
}

export function string(value: unknown, param: string, { max = 5000 } = {}): string | null {
  if (value === undefined) return null;
  if (typeof value !== 'string') throw invalid(`Invalid string: ${String(value)}`, param);
  if (value.length > max) {
    throw invalid(`Invalid string: must be at most ${max} characters`, param);
  }
  return value;
}

export function requiredString(value: unknown, param: string) {
  const text = string(value, param);
  if (!text) throw missingParam(param);
  return text;
}

export function integer(value: unknown, param: string, { min = 0, max = 99_999_999 } = {}) {
  if (value === undefined) return null;
  if (typeof value !== 'string' || !/^-?\d+$/.test(value)) {
    throw invalid(`Invalid integer: ${String(value)}`, param, 'parameter_invalid_integer');
  }
  const number = Number(value);
  if (number < min) throw invalid(`This value must be greater than or equal to ${min}.`, param);
  if (number > max) throw invalid(`This value must be less than or equal to ${max}.`, param);
  return number;
}

export function oneOf<T extends string>(value: unknown, param: string, allowed: readonly T[]) {
  const text = string(value, param);
  if (text === null) return null;
  if (!allowed.includes(text as T)) {
    throw invalid(`Invalid ${param}: must be one of ${allowed.join(', ')}`, param);
  }
  return text as T;
}

export function url(value: unknown, param: string) {
  const text = string(value, param, { max: 5000 });
  if (text !== null && !URL.canParse(text)) throw invalid('Not a valid URL', param, 'url_invalid');
  return text;
}

export function email(value: unknown, param: string) {
  const text = string(value, param, { max: 800 });
  if (text !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) {
    throw invalid(`Invalid email address: ${text}`, param, 'email_invalid');
  }
  return text;
}

/** Stripe's metadata: up to 50 keys of at most 40 characters, values of at most 500; '' clears. */
export function metadata(value: unknown, param: string): Record<string, string> {
  if (value === undefined || value === '') return {};
  const entries = Object.entries(object(value, param));
  if (entries.length > 50) throw invalid('Metadata can have at most 50 keys.', param);
  return Object.fromEntries(
    entries.map(([key, v]) => {
      if (key.length > 40) {
        throw invalid('Metadata keys can be at most 40 characters long.', `${param}[${key}]`);
      }
      return [key, string(v, `${param}[${key}]`, { max: 500 }) ?? ''];
    }),
  );
}

export function expandPaths(params: Params): string[] {
  if (params.expand === undefined) return [];
  return array(params.expand, 'expand').map((path, i) => requiredString(path, `expand[${i}]`));
}
