import { guideMessages } from '@yatrika/contract/guide-messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../test/render.tsx';
import { GuidesField } from './guides-field.tsx';

const ravi = { _id: '11111111-1111-4111-8111-111111111111', name: 'Ravi Kumar', email: 'ravi@yatrika.test', suspended: false };
const meera = { _id: '22222222-2222-4222-8222-222222222222', name: 'Meera Nair', email: 'meera@yatrika.test', suspended: true };

describe('the guides of a tour or a departure', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('token', fakeToken('admin'));
  });

  it("ticks the assigned guides, and saves the whole list with the server's sentence", async () => {
    mockApi({ 'GET /api/admin/guides': { body: { guides: [ravi, meera] } } });
    const onSave = vi.fn(async () => guideMessages.tourGuidesSaved);
    renderPage(<GuidesField legend="Guides" hint="Who leads it." assigned={[ravi]} onSave={onSave} />);
    const user = userEvent.setup();
    expect(await screen.findByRole('checkbox', { name: /Ravi Kumar/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Meera Nair/ })).not.toBeChecked();
    expect(screen.getByText(/suspended/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Ravi Kumar/ }));
    await user.click(screen.getByRole('checkbox', { name: /Meera Nair/ }));
    await user.click(screen.getByRole('button', { name: 'Save guides' }));
    expect(onSave).toHaveBeenCalledWith([meera._id]);
    expect(await screen.findByText(guideMessages.tourGuidesSaved)).toBeInTheDocument();
  });

  it('shows the refusal when saving fails', async () => {
    mockApi({ 'GET /api/admin/guides': { body: { guides: [ravi] } } });
    renderPage(
      <GuidesField
        legend="Guides"
        hint="Who leads it."
        assigned={[]}
        onSave={async () => {
          throw new Error(guideMessages.notAGuide);
        }}
      />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save guides' }));
    expect(await screen.findByText(/could not be saved|Choose staff accounts/)).toBeInTheDocument();
  });

  it('says when no account has the guide role yet', async () => {
    mockApi({ 'GET /api/admin/guides': { body: { guides: [] } } });
    renderPage(<GuidesField legend="Guides" hint="Who leads it." assigned={[]} onSave={async () => ''} />);
    expect(await screen.findByText('No staff account has the Guide role yet.')).toBeInTheDocument();
  });
});
