import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_DOWNLOAD } from './demo-download';

describe('the demo download', () => {
  it('ships as a real ZIP under public/, of the size the thank-you page states', () => {
    const file = fs.readFileSync(
      path.join(import.meta.dirname, '../../public', DEMO_DOWNLOAD.path),
    );
    expect(file.length).toBe(DEMO_DOWNLOAD.bytes);
    expect(file.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04])); // "PK\3\4"
  });
});
