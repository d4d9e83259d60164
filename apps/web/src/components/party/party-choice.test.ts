import { describe, expect, it } from 'vitest';
import { emptyPartyChoice, partyChoiceReducer, type PartyChoice, type PartyChoiceAction } from './party-choice.ts';
import { othersShown, withOther } from './party-names.ts';

const after = (...actions: PartyChoiceAction[]) => actions.reduce<PartyChoice>(partyChoiceReducer, emptyPartyChoice);

describe('partyChoiceReducer', () => {
  it('starts with one adult, one person typed, no date, no start time and no names', () => {
    expect(emptyPartyChoice).toEqual({ bookingDate: '', startTime: undefined, peopleText: '1', counts: { adult: 1 }, names: { leadAge: '', others: [] } });
  });

  it('keeps the date, the start time, the party and the names as chosen', () => {
    const names = withOther(emptyPartyChoice.names, 1, { name: 'Ravi Rao' });
    const choice = after(
      { type: 'dateChosen', date: '2026-12-12' },
      { type: 'timePicked', startTime: '14:00' },
      { type: 'peopleTyped', text: '3' },
      { type: 'partyCounted', party: { adult: 2, child: 1 } },
      { type: 'namesChanged', names },
    );
    expect(choice).toEqual({ bookingDate: '2026-12-12', startTime: '14:00', peopleText: '3', counts: { adult: 2, child: 1 }, names });
  });

  it('keeps the names typed when the party shrinks, so growing it again brings them back', () => {
    const names = withOther(withOther(emptyPartyChoice.names, 0, { name: 'Ravi Rao' }), 1, { name: 'Meera Rao', age: '9' });
    const choice = after({ type: 'namesChanged', names }, { type: 'peopleTyped', text: '2' }, { type: 'peopleTyped', text: '3' });
    expect(othersShown(choice.names, 2)).toEqual([{ name: 'Ravi Rao', age: '' }]);
    expect(othersShown(choice.names, 3)).toEqual([
      { name: 'Ravi Rao', age: '' },
      { name: 'Meera Rao', age: '9' },
    ]);
  });

  it('takes a departure and party chosen for the traveller, keeping the names', () => {
    const names = withOther(emptyPartyChoice.names, 0, { name: 'Ravi Rao' });
    const choice = after({ type: 'namesChanged', names }, { type: 'chosenFor', choice: { bookingDate: '2026-12-12', startTime: '09:00', peopleText: '2', counts: { adult: 2 } } });
    expect(choice).toEqual({ bookingDate: '2026-12-12', startTime: '09:00', peopleText: '2', counts: { adult: 2 }, names });
  });

  it('forgets everything chosen when another tour is chosen', () => {
    const choice = after({ type: 'dateChosen', date: '2026-12-12' }, { type: 'timePicked', startTime: '14:00' }, { type: 'partyCounted', party: { adult: 3 } }, { type: 'choiceCleared' });
    expect(choice).toEqual(emptyPartyChoice);
  });
});
