// The database every other back-end workspace reads and writes through.
export {
  closeDb,
  type Db,
  type Dialect,
  databaseTarget,
  getDb,
  OPTIMIZE_ON_OPEN,
  openDb,
} from './connection';
export { dayOf } from './day';
export { dialectOf } from './dialect';
export type * from './schema';
