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
    expect(policy).toContain("script-src 'self';");
    expect(policy).toMatch(/frame-src 'self'(;|$)/);
    expect(policy).not.toContain('razorpay.com');
  });

  it("allows the real provider's checkout script, payment frame and telemetry with Razorpay", async () => {
    const policy = await policyOf('razorpay');
    expect(policy).toContain("script-src 'self' https://checkout.razorpay.com");
    expect(policy).toContain("frame-src 'self' https://api.razorpay.com https://checkout.razorpay.com");
    expect(policy).toContain('https://lumberjack.razorpay.com');
  });
});
