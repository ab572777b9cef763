import { AsyncLocalStorage } from 'node:async_hooks';

// Repositories report how many documents each get/query returned, so the benchmark
// can compare the reads a request makes with the documents its answer needs.
interface ReadScope {
  reads: number;
  /** The scope this one runs inside: its reads are that scope's reads too. */
  outer?: ReadScope;
}

const scope = new AsyncLocalStorage<ReadScope>();
let total = 0;

export function countReads(documents: number) {
  total += documents;
  for (let current = scope.getStore(); current; current = current.outer) current.reads += documents;
}

/** Runs `work` with its own read count; `reads()` gives the documents read so far inside it. */
export function withReadScope<T>(work: (reads: () => number) => T): T {
  const current: ReadScope = { reads: 0, outer: scope.getStore() };
  return scope.run(current, () => work(() => current.reads));
}

export function totalReads() {
  return total;
}

export const READS_HEADER = 'X-Firestore-Reads';

/** The header is a measuring aid for the local stack; production answers never carry it. */
export const exposeReads = () => process.env.FUNCTIONS_EMULATOR === 'true';

interface JsonResponse {
  headersSent: boolean;
  json: (body: unknown) => unknown;
  set: (field: string, value: string) => unknown;
}

/**
 * Runs a request handler in its own read scope and, on the local stack only, adds
 * the documents it read as a header to whatever JSON it (or the error handler) sends.
 */
export function withReadsHeader<Req, Res extends JsonResponse>(
  handler: (req: Req, res: Res) => unknown,
): (req: Req, res: Res) => unknown {
  return (req, res) => {
    if (!exposeReads()) return handler(req, res);
    return withReadScope((reads) => {
      const json = res.json.bind(res);
      res.json = (body: unknown) => {
        if (!res.headersSent) res.set(READS_HEADER, String(reads()));
        return json(body);
      };
      return handler(req, res);
    });
  };
}
