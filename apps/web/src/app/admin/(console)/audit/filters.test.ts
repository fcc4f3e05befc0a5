import { describe, expect, it } from 'vitest';
import { auditFilterOf } from './filters';

/**
 * The audit screen's period is two Japan-time days. A period it cannot search is said in words
 * on the screen (docs/product.md#staff, Audit log), never an empty list or an error page.
 */
describe("the audit screen's period", () => {
  it('runs from the start of the first day to the end of the last, Japan time', () => {
    expect(auditFilterOf({ from: '2026-04-01', to: '2026-04-30' })).toEqual({
      filter: expect.objectContaining({
        from: '2026-03-31T15:00:00.000Z',
        to: '2026-04-30T15:00:00.000Z',
      }),
      problem: null,
      badOlder: false,
    });
    expect(auditFilterOf({ from: '2026-04-01', to: '2026-04-01' }).problem).toBeNull();
    expect(auditFilterOf({}).problem).toBeNull();
  });

  it('says so when the first day is after the last', () => {
    expect(auditFilterOf({ from: '2026-05-01', to: '2026-04-01' }).problem).toBe('reversed');
  });

  it.each(['2026-13-01', '2026-02-30', '2026-4-1', 'yesterday', '２０２６-04-01'])(
    'says which day is not a date: %s',
    (day) => {
      expect(auditFilterOf({ from: day, to: '2026-04-01' }).problem).toBe('badFrom');
      expect(auditFilterOf({ from: '2026-01-01', to: day }).problem).toBe('badTo');
    },
  );
});

describe("the audit screen's link to older entries", () => {
  it('carries the last entry shown as a whole number', () => {
    expect(auditFilterOf({ before: '1234' })).toMatchObject({
      filter: { before: 1234 },
      badOlder: false,
    });
    expect(auditFilterOf({}).badOlder).toBe(false);
  });

  it.each([
    'abc',
    '-5',
    '0',
    '1.5',
    '1e3',
    ' 12',
    '12abc',
    '１２',
    '9'.repeat(20),
    '__proto__',
    '<script>alert(1)</script>',
    '12\u0000',
    '12\n',
  ])('is dropped and said in words when it is not an entry number: %s', (before) => {
    expect(auditFilterOf({ before })).toMatchObject({
      filter: { before: undefined },
      badOlder: true,
      problem: null,
    });
  });
});
