// What other workspaces use of the search index: the benchmark and the tests' index check.
export {
  indexArticle,
  isSearchable,
  rebuildSearchIndex,
  removeFromSearchIndex,
  searchDocument,
} from './index';
export { readingsLiteral, toTsVectorLiteral } from './postgres-index';
export { rebuildSearchIndexBesideSite } from './rebuild-beside-site';
export { RebuildAlreadyRunning } from './rebuild/one-at-a-time';
export { parseQuery } from './query';
export { findMatches } from './matches';
export { indexedFingerprint, matchesIndexed } from './sqlite-index';
export { analyserLoad, loadAnalyser } from './readings/analyser';
