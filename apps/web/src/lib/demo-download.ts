/**
 * The placeholder the thank-you page hands out while a product has no download URL for the
 * reader's OS (the demo configures none): a small ZIP under public/ with a README that says so.
 */
export const DEMO_DOWNLOAD = {
  path: '/downloads/tsuzuri-video-studio-demo.zip',
  bytes: 466,
} as const;
