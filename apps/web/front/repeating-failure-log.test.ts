import { describe, expect, it } from 'vitest';
import { repeatingFailureLog } from './repeating-failure-log';

describe('a failure that repeats every second', () => {
  it('is logged when it starts, once a minute with its count, and its end once', () => {
    const lines: string[] = [];
    const log = {
      warn: (o: object, msg: string) => lines.push(`warn ${msg} ${JSON.stringify(o)}`),
      info: (o: object, msg: string) => lines.push(`info ${msg} ${JSON.stringify(o)}`),
    };
    let clock = 1_000_000;
    const failures = repeatingFailureLog(log, 'scheduled publish failed', 60_000, () => clock);
    // Two minutes of a database outage, one round a second.
    for (let s = 0; s < 120; s++, clock += 1000) failures.failed(new Error('down'));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^warn scheduled publish failed .*"failures":1/);
    expect(lines[1]).toMatch(/"failures":61/);
    failures.succeeded();
    failures.succeeded();
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/^info scheduled publish failed: recovered .*"failures":120/);
    // The next outage starts a count of its own.
    failures.failed(new Error('down again'));
    expect(lines[3]).toMatch(/"failures":1,/);
  });
});
