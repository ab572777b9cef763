// gRPC ALREADY_EXISTS: `create()` found a document with that id.
export const isAlreadyExists = (err: unknown) => {
  const code = (err as { code?: unknown }).code;
  return code === 6 || code === 'already-exists';
};
