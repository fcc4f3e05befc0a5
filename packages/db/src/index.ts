// The database every other back-end workspace reads and writes through.
export {
  closeDb,
  type Db,
  type Dialect,
  databaseTarget,
  getDb,
  openDb,
} from './connection';
export { OPTIMIZE_ON_OPEN, refreshPlannerStatistics } from './planner-statistics';
export { dayOf } from './day';
export { containsText } from './contains-text';
export { dialectOf } from './dialect';
export { oneAtATime } from './one-at-a-time';
export type * from './schema';
