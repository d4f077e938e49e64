import { browserTestProject } from '../web/vitest.e2e.config.ts';

/**
 * The back office in a browser: the built admin app and storefront served by the real API (the
 * storefront's e2e support starts it), at 1280 px. A test walks more pages than a shop test does,
 * hence the longer timeout.
 */
export default browserTestProject('admin-e2e', import.meta.dirname, 180_000);
