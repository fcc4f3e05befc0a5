import { COMMAND_VARIABLES, readEnv } from '@tsuzuri/env';

/**
 * The folder relative paths in a command start from: where the operator typed it. npm runs
 * scripts from the repo root and says where the command was typed in INIT_CWD.
 */
export function commandDirectory(): string {
  return readEnv(COMMAND_VARIABLES, 'the command').INIT_CWD ?? process.cwd();
}
