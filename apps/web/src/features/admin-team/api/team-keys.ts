/** Query keys of the team screen: every change reads the list again. */
export const teamKeys = {
  all: ['admin', 'team'] as const,
};
