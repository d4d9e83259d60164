import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useReportedError } from './use-reported-error.ts';

afterEach(() => vi.restoreAllMocks());

describe('useReportedError', () => {
  it('logs nothing while there is no error, then each new error once', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = new Error('first');
    const { rerender } = renderHook(({ error }: { error: unknown }) => useReportedError(error, 'Could not load the list'), {
      initialProps: { error: null as unknown },
    });
    expect(logged).not.toHaveBeenCalled();

    rerender({ error: first });
    rerender({ error: first });
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith('Could not load the list', first);

    rerender({ error: new Error('second') });
    expect(logged).toHaveBeenCalledTimes(2);
  });
});
