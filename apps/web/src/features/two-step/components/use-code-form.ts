import { twoStepMessages } from '@yatrika/contract/two-step-rules';
import { useState, type FormEvent } from 'react';

/**
 * A form that asks for one code from the authenticator app (turning two-step on, new recovery
 * codes): reads the `code` field, says so when it is empty, and hands a typed one on.
 */
export function useCodeForm(onCode: (code: string) => void) {
  const [missing, setMissing] = useState<string>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (!code) {
      setMissing(twoStepMessages.codeRequired);
      return;
    }
    setMissing(undefined);
    onCode(code);
  }

  return { missing, submit };
}
