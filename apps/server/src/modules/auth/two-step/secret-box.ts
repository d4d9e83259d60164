import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts authenticator secrets at rest (decision 049): AES-256-GCM with a key derived (HKDF)
 * from the server's signing secret, so a copy of the database alone does not give anyone the
 * codes of the team's owners. Changing the signing secret makes stored secrets unreadable: staff
 * then sign in with a recovery code and set up their authenticator again.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** Undefined when the value was sealed under another key or altered. */
  open(sealed: string): string | undefined;
}

const VERSION = 'v1';

export function secretBox(serverSecret: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'yatrika', 'staff two-step secret', 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
