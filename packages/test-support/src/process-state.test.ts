import os from 'node:os';
import { describe, expect, it, vi } from 'vitest';
import { processState } from './process-state';

describe('processState', () => {
  it('puts back the variables a file added, changed or deleted, and its working folder', () => {
    const home = process.env.HOME;
    const cwd = process.cwd();
    const state = processState();
    process.env.TSUZURI_LEFT_BEHIND = 'x';
    process.env.HOME = '/nowhere';
    delete process.env.PATH;
    process.chdir(os.tmpdir());
    state.restore();
    expect(process.env.TSUZURI_LEFT_BEHIND).toBeUndefined();
    expect(process.env.HOME).toBe(home);
    expect(process.env.PATH).toBeTruthy();
    expect(process.cwd()).toBe(cwd);
  });

  it('ends fake timers, stubbed globals and spies', () => {
    const state = processState();
    vi.useFakeTimers();
    vi.stubGlobal('tsuzuriStubbed', 1);
    const spy = vi.spyOn(Math, 'random').mockReturnValue(0.5);
    state.restore();
    expect(vi.isFakeTimers()).toBe(false);
    expect('tsuzuriStubbed' in globalThis).toBe(false);
    expect(vi.isMockFunction(Math.random)).toBe(false);
    expect(spy).not.toBe(Math.random);
  });
});
