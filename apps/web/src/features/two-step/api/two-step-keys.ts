/** Query keys of the signed-in staff account's own two-step sign-in. */
export const twoStepKeys = {
  all: ['two-step'] as const,
  status: ['two-step', 'status'] as const,
};
