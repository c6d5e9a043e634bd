// Jest's jsdom environment, plus the web globals jsdom lacks but Node 20 has (fetch and its
// Request/Response/Headers, web streams, text coding, structuredClone), as vitest's jsdom environment
// provides them: the front-end tests build `new Response(...)` answers for a stubbed fetch.
import { TestEnvironment as JsdomEnvironment } from 'jest-environment-jsdom';

const fromNode = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
];
// Not MessageChannel: given one, React's scheduler posts its work through a Node MessagePort,
// which keeps the Jest process alive after the run (jsdom's own setTimeout is used instead).

export default class TreinaJsdomEnvironment extends JsdomEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of fromNode) {
      if (this.global[name] === undefined && globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}
