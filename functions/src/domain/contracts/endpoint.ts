export type Method = 'get' | 'post' | 'put' | 'delete';

/**
 * One endpoint: what the client sends and what a success answers. `request` is the JSON body of
 * a write, or the query of a read (`undefined` when it takes none); errors are always
 * `{ error, fields? }` (docs/api.md).
 */
export interface Contract {
  request: unknown;
  response: unknown;
}

/** An endpoint's name: its method and its Express path, as the route table mounts it. */
export type Key = `${Method} /${string}`;

export type MethodOf<K extends Key> = K extends `${infer M extends Method} ${string}` ? M : never;

/** The Express path, with `:param` segments. */
export type RoutePathOf<K extends Key> = K extends `${Method} ${infer P}` ? P : never;

type Filled<P extends string> = P extends `${infer Head}:${string}/${infer Tail}`
  ? `${Head}${string}/${Filled<Tail>}`
  : P extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : P;

/**
 * The path the web client asks (after `/api/`), params filled in; a read may add a query string.
 * None without a key, so the web client's key cannot be left out.
 */
export type ClientPathOf<K extends Key> = [K] extends [never]
  ? never
  : Filled<RoutePathOf<K>> extends `/api/${infer Path}`
    ? MethodOf<K> extends 'get'
      ? Path | `${Path}?${string}`
      : Path
    : never;

/** The body of a visitor's action that takes none: still a JSON object. */
export type EmptyBody = Record<string, never>;
