// Decodes, parses and validates import documents (see documentParser.ts) on their own thread, so
// the server's event loop keeps answering while a 40 MB document is read. Plain JavaScript, so it
// starts the same under tsx, vitest and node; the contract's zod schema is loaded through tsx.
import { parentPort, workerData } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { register } from 'tsx/cjs/api';

// The server's TypeScript is CommonJS to Node (no "type": "module"): tsx's require hook loads it
// here, whether or not the worker inherited tsx's loaders from the server (`npm start` vs vitest).
register();
const { ImportDocument } = createRequire(import.meta.url)('../../src/api/contract/transfer.ts');
/** Test seam: while its first slot holds 1, the worker waits before each document. */
const gate = workerData.gate;
// Like Buffer#toString (invalid bytes become U+FFFD) and, as secure-json-parse does, drops a leading BOM.
const decoder = new TextDecoder('utf-8');

parentPort.on('message', ({ id, bytes }) => {
  Atomics.wait(gate, 0, 1);
  parentPort.postMessage({ id, ...readDocument(bytes) });
});

function readDocument(bytes) {
  let value;
  try {
    value = JSON.parse(decoder.decode(bytes));
  } catch {
    return { kind: 'malformed' };
  }
  // Fastify's default parser refuses these (onProtoPoisoning / onConstructorPoisoning 'error') as invalid JSON.
  if (isPoisoned(value)) return { kind: 'malformed' };
  const result = ImportDocument.safeParse(value);
  if (result.success) return { kind: 'valid', value: result.data };
  const issue = result.error.issues[0];
  return {
    kind: 'invalid',
    isNull: value === null,
    issue: { path: issue.path.map((key) => (typeof key === 'number' ? key : String(key))), message: issue.message },
  };
}

/** Whether an object in the tree has an own `__proto__` key, or a `constructor` object with an own `prototype` key. */
function isPoisoned(root) {
  const stack = root !== null && typeof root === 'object' ? [root] : [];
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) {
      for (const item of node) if (item !== null && typeof item === 'object') stack.push(item);
      continue;
    }
    if (Object.hasOwn(node, '__proto__')) return true;
    const ctor = Object.hasOwn(node, 'constructor') ? node.constructor : undefined;
    if (ctor !== null && typeof ctor === 'object' && Object.hasOwn(ctor, 'prototype')) return true;
    for (const key of Object.keys(node)) {
      const item = node[key];
      if (item !== null && typeof item === 'object') stack.push(item);
    }
  }
  return false;
}
