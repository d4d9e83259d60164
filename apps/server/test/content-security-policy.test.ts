import { describe, expect, it } from 'vitest';
import { createTestApp } from './support/app.ts';

const policyOf = async (provider: 'sandbox' | 'razorpay') => {
  const test = await createTestApp({
    payments: { provider, keyId: 'rzp_test_abc', keySecret: 'secret-for-tests', webhookSecret: 'webhook-secret' },
  });
  try {
    const response = await test.app.inject({ method: 'GET', url: '/api/payment/config' });
    return String(response.headers['content-security-policy']);
  } finally {
    await test.close();
  }
};

describe('the content security policy', () => {
  it('allows scripts and frames from our own host only with the sandbox', async () => {
    const policy = await policyOf('sandbox');
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(policy).toMatch(/frame-src 'self'(;|$)/);
    expect(policy).not.toContain('razorpay.com');
  });

  it("allows the real provider's checkout script, payment frame and telemetry with Razorpay", async () => {
    const policy = await policyOf('razorpay');
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval' https://checkout.razorpay.com");
    expect(policy).toContain("frame-src 'self' https://api.razorpay.com https://checkout.razorpay.com");
    expect(policy).toContain('https://lumberjack.razorpay.com');
  });
});

describe('HTTPS-only headers', () => {
  const headersOf = async (trustProxy: boolean, forwardedProto?: string) => {
    const test = await createTestApp({ trustProxy });
    try {
      const response = await test.app.inject({
        method: 'GET',
        url: '/api/payment/config',
        headers: forwardedProto ? { 'x-forwarded-proto': forwardedProto } : {},
      });
      return { policy: String(response.headers['content-security-policy']), hsts: response.headers['strict-transport-security'] };
    } finally {
      await test.close();
    }
  };

  it('leave out upgrade-insecure-requests and HSTS over plain HTTP, so the site works on any host', async () => {
    const { policy, hsts } = await headersOf(false);
    expect(policy).toContain("default-src 'self'");
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(hsts).toBeUndefined();
  });

  it('ignore X-Forwarded-Proto from a proxy that is not trusted', async () => {
    const { policy, hsts } = await headersOf(false, 'https');
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(hsts).toBeUndefined();
  });

  it('send upgrade-insecure-requests and HSTS when a trusted proxy says the request came over HTTPS', async () => {
    const { policy, hsts } = await headersOf(true, 'https');
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain('upgrade-insecure-requests');
    expect(hsts).toMatch(/^max-age=\d+/);
  });
});
