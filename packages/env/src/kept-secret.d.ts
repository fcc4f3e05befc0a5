export declare const ADMIN_KEY_FILE: '.cache-admin-key';
export declare function keptSecret(dataDir: string, name: string): string;
export declare function localAdminKey(dataDir: string): string;
