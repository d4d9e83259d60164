import { describe, expect, it } from 'vitest';
import { withoutSecrets } from './secrets.ts';

describe('withoutSecrets', () => {
  it('hides secrets at any depth and keeps everything else', () => {
    const at = new Date('2026-11-28T10:00:00.000Z');
    expect(
      withoutSecrets({ name: 'Asha', passwordHash: 'argon2…', reseller: { apiKey: 'ytk_1', keyHash: 'x', label: 'OTA' }, at, list: [{ totpSecret: 'JBSW' }] }),
    ).toEqual({
      name: 'Asha',
      passwordHash: '(secret, not recorded)',
      reseller: { apiKey: '(secret, not recorded)', keyHash: '(secret, not recorded)', label: 'OTA' },
      at: '2026-11-28T10:00:00.000Z',
      list: [{ totpSecret: '(secret, not recorded)' }],
    });
  });
});
