import { describe, expect, it } from 'vitest';
import { productionEnv } from '../support/production-env.ts';
import { useTestContext } from '../support/use-test-context.ts';

describe('GET /docs in production', () => {
  const prod = useTestContext(productionEnv());
  const open = useTestContext(productionEnv({ DOCS_PUBLIC: '1' }));

  it('is not served: the API map is not public on a live shop', async () => {
    for (const url of ['/docs', '/docs/', '/docs/json', '/docs/static/index.html']) {
      const res = await prod.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toMatch(/swagger|openapi/i);
    }
  });

  it('is served when the vendor opts in with DOCS_PUBLIC=1', async () => {
    const res = await open.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('openapi');
  });
});
