import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import kuromoji from 'kuromoji';
import { compactTokenDictionary } from './compact-dictionary';

/**
 * The morphological analyser behind reading search: kuromoji with the IPADIC dictionary that
 * ships inside its npm package (docs/decisions/0018-search-readings.md). Loading the dictionary
 * costs about 1 s and 300 MB of memory (the dictionary's arrays, outside the JS heap once its
 * surface map is packed: compact-dictionary.ts),
 * once per process: a CLI loads it when it first needs a reading (an index write, a search); the
 * web server before it listens, because loaded on a first search under load it kept every search
 * of the process waiting for 10–30 s (the load proof's searches timed out).
 * The load is measured and kept in `analyserLoad()` for the benchmark and the operators.
 */

export type Morpheme = { surface: string; reading: string | undefined };
export type Analyser = { analyse(text: string): Morpheme[] };
export type AnalyserLoad = { milliseconds: number; heapMB: number; rssMB: number };

/**
 * One analyser per process, in a process-wide slot: Next compiles its own copy of this module,
 * and the web server preloads it from its copy before it listens (apps/web/server.ts). A slot per
 * copy would load the 300 MB dictionary twice, and the first search would wait for the second.
 */
type Slot = { loading: Promise<Analyser> | null; measured: AnalyserLoad | null };
const SLOT = Symbol.for('tsuzuri.search.analyser');
const slots = globalThis as unknown as Record<symbol, Slot | undefined>;
slots[SLOT] ??= { loading: null, measured: null };
const slot = slots[SLOT];

// kuromoji reads its dictionary files from a folder; they sit beside its package.json.
function dictionaryFolder(): string {
  const resolved: unknown = createRequire(import.meta.url).resolve('kuromoji/package.json');
  if (typeof resolved === 'string') return path.join(path.dirname(resolved), 'dict');
  // Inside Next's server bundle require.resolve answers a module id (a number), not a path: a
  // console save that re-indexes an article failed with "path must be a string" there. The
  // package is then found from the working directory up, as Node itself would.
  for (let dir = process.cwd(); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', 'kuromoji', 'dict');
    if (fs.existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) throw new Error('the kuromoji dictionary was not found');
  }
}

/**
 * What kuromoji cannot read: it throws on NUL and on a lone surrogate (found with a suggestion's
 * query; a title sent as JSON can hold either). Each is read as a space, one code unit for one,
 * so every other character keeps its place.
 */
const readable = (text: string) => text.replaceAll('\u0000', ' ').replace(/\p{Cs}/gu, ' ');

function build(): Promise<Analyser> {
  const startedAt = performance.now();
  const before = process.memoryUsage();
  return new Promise((resolve, reject) => {
    kuromoji.builder({ dicPath: dictionaryFolder() }).build((error, tokenizer) => {
      if (error) return reject(error);
      compactTokenDictionary(tokenizer);
      const after = process.memoryUsage();
      slot.measured = {
        milliseconds: Math.round(performance.now() - startedAt),
        heapMB: Math.round((after.heapUsed - before.heapUsed) / 1e6),
        rssMB: Math.round((after.rss - before.rss) / 1e6),
      };
      resolve({
        analyse: (text) =>
          tokenizer
            .tokenize(readable(text))
            .map((t) => ({ surface: t.surface_form, reading: t.reading })),
      });
    });
  });
}

/** The process's analyser, loaded on first use; a failed load is retried by the next caller. */
export function loadAnalyser(): Promise<Analyser> {
  slot.loading ??= build().catch((error) => {
    slot.loading = null;
    throw error;
  });
  return slot.loading;
}

/** How long the dictionary took to load and what it cost in memory; null before the first load. */
export function analyserLoad(): AnalyserLoad | null {
  return slot.measured;
}
