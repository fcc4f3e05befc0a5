import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDb } from '@tsuzuri/db';
import { migrateSite } from '@tsuzuri/content/site';
import { commandArgs } from '@tsuzuri/test-support/run-script';
import { messagesRepository } from '../repositories/messages';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
let dataDir: string;

/** `npm run messages` as the editor types it, against a database of its own (DATA_DIR). */
async function messagesCommand(...args: string[]): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const { stdout } = await run(process.execPath, await commandArgs('messages.ts', ...args), {
    cwd: root,
    env,
  });
  return stdout;
}

beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuri-messages-'));
  const db = await openDb({ dialect: 'sqlite', url: path.join(dataDir, 'tsuzuri.sqlite') });
  await migrateSite(db, 'sqlite');
  const repo = messagesRepository(db);
  const base = {
    name: '山田 太郎',
    email: 'taro@example.jp',
    locale: 'ja',
    ipHash: null,
    userAgent: null,
    mailStatus: 'pending' as const,
  };
  const first = await repo.create(
    {
      ...base,
      reason: 'advertising',
      subject: '広告掲載',
      body: '広告掲載の料金表を\nお送りいただけますか。よろしくお願いします。',
    },
    new Date('2026-05-01T01:00:00Z'),
  );
  await repo.markMailed(first.id, 'failed', 'connect ECONNREFUSED 127.0.0.1:25');
  await repo.create(
    {
      ...base,
      reason: 'review',
      name: 'Jane',
      email: 'jane@example.com',
      subject: 'Review request',
      body: 'Could you review our new video converter, please?',
      mailStatus: 'not_configured',
    },
    new Date('2026-05-02T01:00:00Z'),
  );
  await db.destroy();
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('npm run messages', () => {
  it('lists the messages newest first, with who, when (Japan time), what and the mail status', async () => {
    const out = await messagesCommand();
    const lines = out.trim().split('\n');
    expect(lines[0]).toMatch(
      /^#2 {2}2026-05-02 10:00 {2}review {2}Jane <jane@example.com> {2}\[mail not_configured\]$/,
    );
    expect(lines[1]).toContain(
      'Review request — Could you review our new video converter, please?',
    );
    expect(lines[2]).toMatch(
      /^#1 {2}2026-05-01 10:00 {2}advertising {2}山田 太郎 <taro@example.jp> {2}\[mail failed: connect ECONNREFUSED/,
    );
    // The excerpt stays on one line even when the message has several.
    expect(lines[3]).toContain('広告掲載 — 広告掲載の料金表を お送りいただけますか。');
    expect(lines.at(-1)).toBe('2 messages, newest first (1 not mailed: reply from this list)');
  }, 30_000);

  it('escapes terminal controls from what the sender wrote, in the list and in JSON', async () => {
    const db = await openDb({ dialect: 'sqlite', url: path.join(dataDir, 'tsuzuri.sqlite') });
    const hostile = {
      name: 'Eve\u001b]0;pwned\u0007',
      subject: 'hi\u001b[2K\rfake',
      body: 'x\u009b31m \u202eevil\u202c and enough text to pass',
    };
    await messagesRepository(db).create(
      {
        ...hostile,
        reason: 'review',
        email: 'eve@example.jp',
        locale: 'ja',
        ipHash: null,
        userAgent: null,
        mailStatus: 'pending',
      },
      new Date('2026-05-03T01:00:00Z'),
    );
    await db.destroy();
    const controls = /[^\P{Cc}\t\n]|[\u202a-\u202e]/u;
    const list = await messagesCommand();
    expect(list).not.toMatch(controls);
    expect(list).toContain('Eve\\u001b]0;pwned\\u0007');
    const json = await messagesCommand('--json');
    expect(json).not.toMatch(controls);
    expect(JSON.parse(json)[0]).toMatchObject(hostile);
  }, 30_000);

  it('prints JSON with --json and honours --limit', async () => {
    const list = JSON.parse(await messagesCommand('--json', '--limit', '1'));
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: 2,
      reason: 'review',
      email: 'jane@example.com',
      body: 'Could you review our new video converter, please?',
      mailStatus: 'not_configured',
    });
  }, 30_000);
});
