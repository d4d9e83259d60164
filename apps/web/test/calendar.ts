import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Pages a month calendar forward with its "Next month" button until `title` ("March 2027") shows,
 * as an operator would; fails once the button stops or after two years of months.
 */
export async function pageToMonth(user: UserEvent, title: string, scope: HTMLElement = document.body) {
  const inside = within(scope);
  for (let clicks = 0; clicks < 24 && !inside.queryByRole('grid', { name: title }); clicks += 1) {
    const next = inside.getByRole('button', { name: 'Next month' });
    if ((next as HTMLButtonElement).disabled) break;
    await user.click(next);
  }
  return inside.getByRole('grid', { name: title });
}

/** Pages to the day's month and clicks the day (its name begins "Friday, March 5, 2027"). */
export async function chooseDay(user: UserEvent, month: string, day: RegExp, scope: HTMLElement = document.body) {
  const grid = await pageToMonth(user, month, scope);
  await user.click(await within(grid).findByRole('button', { name: day }));
}
