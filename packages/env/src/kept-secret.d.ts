export declare const ADMIN_KEY_FILE: '.cache-admin-key';
export declare function keptSecret(dataDir: string, name: string): string;
export declare function localAdminKey(dataDir: string): string;
export declare const STAFF_SECRET_FILE: '.staff-auth-secret';
export declare function localStaffSecret(dataDir: string): string;
