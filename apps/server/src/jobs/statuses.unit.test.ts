import { jobStatuses as contractStatuses } from '@yatrika/contract/jobs';
import { expect, it } from 'vitest';
import { jobStatuses } from '../db/schema/jobs.ts';

it('the table and the contract name the same job statuses', () => {
  expect([...jobStatuses]).toEqual([...contractStatuses]);
});
