export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_FLAGS: string[];
export declare const E2E_CHROMIUM_FLAGS: string[];
