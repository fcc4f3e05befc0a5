export { exportDatabase } from './export';
export { exportToFile, importFromFile } from './files';
export { type AfterImport, type ImportSummary, importDatabase, TransferError } from './import';
