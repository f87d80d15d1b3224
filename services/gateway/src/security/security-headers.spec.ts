import { securityHeaders } from './security-headers.js';

describe('securityHeaders', () => {
  it("holds helmet's headers with the remotes' origins in the CSP, and nothing response-specific", async () => {
    const headers = await securityHeaders(['https://admin.example.org/remotes/admin/mf-manifest.json', '/remotes/public-site/mf-manifest.json']);
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval' https://admin.example.org;");
    expect(headers['content-security-policy']).not.toContain('/remotes/');
    // The wheel builder's worker starts from a blob: URL when its remote is on another origin.
    expect(headers['content-security-policy']).toContain("worker-src 'self' blob:");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cross-origin-resource-policy']).toBe('same-site');
    expect(headers['cross-origin-embedder-policy']).toBeUndefined();
    for (const name of ['date', 'content-length', 'content-type', 'connection']) expect(headers).not.toHaveProperty(name);
  });
});
