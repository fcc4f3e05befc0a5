import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { oneLine, terminalOutput, terminalSafe } from './terminal';

const ESC = '\u001b';
// What a stranger can put in a comment or a message to attack the editor's terminal.
const HOSTILE = [
  `${ESC}]0;pwned title\u0007`, // window title
  `${ESC}[2K${ESC}[1A`, // erase the line, move up
  'fake\rapproved', // carriage return: overwrite what the line showed
  '\u009b31m', // C1 CSI
  '\u202eevil\u202c \u2066iso\u2069', // bidi override and isolate
  'nul\u0000', // NUL
  'lone \ud800 surrogate',
].join(' ');

const controls = /[^\P{Cc}\t\n]|[\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]|\p{Cs}/u;

describe('terminalSafe', () => {
  it('writes every terminal control and bidi override as a visible escape, nothing raw', () => {
    const safe = terminalSafe(HOSTILE);
    expect(safe).not.toMatch(controls);
    expect(safe).toContain('\\u001b]0;pwned title\\u0007');
    expect(safe).toContain('fake\\u000dapproved');
    expect(safe).toContain('\\u202eevil');
    expect(safe).toContain('lone \\ud800 surrogate');
  });

  it('keeps Japanese, emoji, tabs and line breaks of the layout', () => {
    expect(terminalSafe('山田 太郎 👍🏽\tok\n次の行')).toBe('山田 太郎 👍🏽\tok\n次の行');
  });

  it('keeps JSON valid and equal to the original once parsed', () => {
    const value = { name: HOSTILE, list: ['\u0085', '\u2028'] };
    const safe = terminalSafe(JSON.stringify(value, null, 2));
    expect(safe).not.toMatch(controls);
    expect(JSON.parse(safe)).toEqual(value);
  });

  it('oneLine also escapes line breaks and tabs: a field cannot fake a line of its own', () => {
    expect(oneLine('Bob\n#99  approved\tx')).toBe('Bob\\u000a#99  approved\\u0009x');
  });

  it('terminalOutput writes lines through it', () => {
    const written: string[] = [];
    const sink = { write: (s: string) => written.push(s) };
    const io = terminalOutput(sink, sink);
    io.out(`a${ESC}[2Kb`);
    io.err('x\u202ey');
    io.json({ v: '\u009b' });
    expect(written).toEqual(['a\\u001b[2Kb\n', 'x\\u202ey\n', '{\n  "v": "\\u009b"\n}\n']);
  });
});

describe('every command-line script', () => {
  const root = path.resolve(import.meta.dirname, '../../..');
  const tsFiles = (dir: string) =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
          .map((f) => path.join(dir, f))
      : [];
  const packageClis = fs.readdirSync(path.join(root, 'packages')).flatMap((pkg) => {
    const src = path.join(root, 'packages', pkg, 'src');
    return fs.existsSync(src)
      ? (fs.readdirSync(src, { recursive: true }) as string[])
          .filter((f) => /(^|\/)cli(-[^/]*)?\.ts$/.test(f) && !f.endsWith('.test.ts'))
          .map((f) => path.join(src, f))
      : [];
  });
  // The operator's commands (apps/cli), the TypeScript benchmarks, and the packages' CLI logic.
  const scripts = [
    ...tsFiles(path.join(root, 'apps/cli/src')),
    ...tsFiles(path.join(root, 'scripts/bench')),
    ...packageClis,
  ];

  it('are found (apps/cli, scripts/bench and src/**/cli*.ts)', () => {
    const names = scripts.map((f) => path.relative(root, f));
    expect(names).toEqual(
      expect.arrayContaining([
        'apps/cli/src/comments.ts',
        'apps/cli/src/messages.ts',
        'apps/cli/src/push.ts',
        'packages/readers/src/comments/cli.ts',
        'scripts/bench/bench-search.ts',
      ]),
    );
  });

  it.each(scripts.map((f) => [path.relative(root, f), f]))(
    '%s prints only through terminalOutput',
    (_name, file) => {
      const source = fs.readFileSync(file, 'utf8');
      expect(source).not.toMatch(
        /console\.(log|error|warn|info)\(|process\.(stdout|stderr)\.write\(/,
      );
    },
  );
});
