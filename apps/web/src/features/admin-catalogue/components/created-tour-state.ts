/**
 * What the create form hands the new tour's page through the navigation: the success sentence to
 * show at the top. Read back with `createdTourMessage`, which ignores any other state.
 */
export const createdTourState = (message: string) => ({ createdTourMessage: message });

export function createdTourMessage(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('createdTourMessage' in state)) return null;
  const { createdTourMessage: message } = state;
  return typeof message === 'string' ? message : null;
}
