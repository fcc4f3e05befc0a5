// Vitest setup file of the `shared-worker` project (vitest.config.ts): runs before each of its test
// files, which share their worker's modules (`isolate: false`: each module is loaded once per
// worker, not once per file). What a process holds besides its modules is put back after each
// file, so no file sees what another left behind. docs/testing.md, "Test files and their
// processes".
import { processState } from '@tsuzuri/test-support/process-state';
import { afterAll } from 'vitest';

const state = processState();
afterAll(() => state.restore());
