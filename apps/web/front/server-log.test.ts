import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createServerLog } from './server-log';

describe('the web server log', () => {
  it('writes visitors’ C1 and bidi controls escaped, each line still the same JSON', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const path = '/x\u009b2J\u202egnp.exe\u001b]0;t\u0007';
    createServerLog('info', sink as never).info({ path }, 'request');
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/[^\P{Cc}\n]|[\u202a-\u202e]/u);
    expect(JSON.parse(lines[0]).path).toBe(path);
  });
});
