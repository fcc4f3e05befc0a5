import { strongSecret } from '../secrets';

/** The staff console (/admin). */
export const STAFF = {
  STAFF_AUTH_SECRET: strongSecret()
    .refine((v) => v.length >= 32, 'must be at least 32 characters (e.g. `openssl rand -hex 32`)')
    .optional()
    .describe(
      "signs the console's session cookies: strong, 32+ characters; required when NODE_ENV=production; else the key kept in DATA_DIR/.staff-auth-secret",
    ),
};
