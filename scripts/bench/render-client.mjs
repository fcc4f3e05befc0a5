// The uncached-render bench's client (render.mjs benchRender): a fresh process that sends the
// timed requests and reports their figures to its parent, so no garbage of the bench's other
// parts is collected in the middle of a render it times.
import { measureRenders } from './render.mjs';

process.once('message', async ({ origin, options }) => {
  try {
    process.send({ results: await measureRenders(origin, options) }, () => process.exit(0));
  } catch (err) {
    process.send({ error: err instanceof Error ? err.stack : String(err) }, () => process.exit(1));
  }
});
