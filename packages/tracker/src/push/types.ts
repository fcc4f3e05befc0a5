import type { PushPageConfig } from '../protocol';

/** The push client's settings: the page's web-push config, plus the tracker's test-env switch. */
export type PushClientConfig = PushPageConfig & {
  /** Whether checkout pages are kept free of the prompt; default true (docs/product.md#push-prompt). */
  checkoutBlocked?: boolean;
  /** The test environment: the online cookie carries the tracker's `test_` prefix. */
  testEnv?: boolean;
};
