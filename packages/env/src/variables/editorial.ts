import { strongSecret } from '../secrets';

/** The editors' console. */
export const EDITORIAL = {
  PREVIEW_SECRET: strongSecret()
    .optional()
    .describe(
      'signs preview links of drafts: strong, the same on every instance; else the key kept in DATA_DIR/.preview-secret',
    ),
};
