import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize.ts';

describe('sanitizeHtml', () => {
  it('removes scripts, handlers and javascript: links but keeps the text and markup', () => {
    const out = sanitizeHtml(
      '<h2>Warranty</h2><p onclick="x()">180 days<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src=x onerror="alert(1)">',
    );
    expect(out).toContain('<h2>Warranty</h2>');
    expect(out).toContain('180 days');
    expect(out).not.toMatch(/script|onclick|onerror|javascript:/);
  });

  it('keeps video frames from the allowed hosts only', () => {
    expect(sanitizeHtml('<iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe>')).toContain('<iframe');
    expect(sanitizeHtml('<iframe src="https://evil.example/x"></iframe>')).not.toContain('<iframe');
  });

  it('makes new-tab links safe', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toContain('rel="noopener noreferrer"');
  });
});
