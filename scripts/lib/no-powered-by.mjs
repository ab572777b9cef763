// Preloaded into the local emulators' Node processes (scripts/lib/stack.ts): the Functions
// emulator's own express server says `X-Powered-By: Express` on every function's answer, which
// Hosting passes on. Deployed, the Functions Framework disables that header and our apps do
// too (functions/src/app.ts); this keeps the local stack answering as production does.
import http from 'node:http';

const setHeader = http.ServerResponse.prototype.setHeader;
http.ServerResponse.prototype.setHeader = function (name, value) {
  if (String(name).toLowerCase() === 'x-powered-by') return this;
  return setHeader.call(this, name, value);
};
