import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { personTypeMessages } from '@yatrika/contract/person-types';
import { aTour } from '../../../../test/admin-fixtures.ts';
import { TourPricesFields } from './tour-prices-fields.tsx';
import { appendTourPrices, emptyTourPrices, pricesFormFields, tourPricesOf, validateTourPrices, type TourPricesValues } from './tour-prices-form.ts';

function Harness({ onValues }: { onValues: (values: TourPricesValues) => void }) {
  const [values, setValues] = useState(emptyTourPrices);
  return (
    <TourPricesFields
      values={values}
      errors={validateTourPrices(values)}
      onChange={(change) => {
        const next = { ...values, ...change };
        setValues(next);
        onValues(next);
      }}
    />
  );
}

describe('the tour form’s prices by person type and group rule', () => {
  it('edits a child price with its ages and a group rule into the two JSON fields the server reads', async () => {
    let latest = emptyTourPrices;
    render(<Harness onValues={(values) => (latest = values)} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Offer a child price' }));
    await user.type(screen.getByLabelText('Child price (₹)'), '9250.50');
    await user.type(screen.getByLabelText('Child from age'), '5');
    await user.type(screen.getByLabelText('Child to age'), '11');
    await user.click(screen.getByRole('checkbox', { name: 'Offer an infant price' }));
    expect(screen.getByRole('checkbox', { name: /An infant takes a seat/ })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Give groups a discount, before any promo code' }));
    expect(JSON.parse(pricesFormFields(latest).priceTypes)).toEqual([
      { type: 'child', price: '9250.50', minAge: '5', maxAge: '11', takesSeat: true },
      { type: 'infant', price: '0', minAge: null, maxAge: null, takesSeat: false },
    ]);
    expect(JSON.parse(pricesFormFields(latest).groupDiscount)).toEqual({ minPeople: '6', percentOff: '10' });
  });

  it('shows the server’s sentences for a child price of nothing and a discount past 90%', async () => {
    render(<Harness onValues={() => undefined} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Offer a child price' }));
    await user.type(screen.getByLabelText('Child price (₹)'), '0');
    expect(screen.getByText(personTypeMessages.priceNotPositive('child'))).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Give groups a discount, before any promo code' }));
    await user.clear(screen.getByLabelText('Percent off'));
    await user.type(screen.getByLabelText('Percent off'), '95');
    expect(screen.getByText(personTypeMessages.groupDiscountInvalid)).toBeInTheDocument();
  });

  it('fills in a stored tour’s types and sends nothing when nothing changed', () => {
    const tour = aTour({
      priceTypes: [
        { type: 'adult', price: 18500, takesSeat: true },
        { type: 'senior', price: 15000, minAge: 60, takesSeat: true },
      ],
      groupDiscount: { minPeople: 8, percentOff: 5 },
    });
    const values = tourPricesOf(tour);
    expect(values.types.senior).toEqual({ offered: true, price: '15000', minAge: '60', maxAge: '', takesSeat: true });
    expect(values).toMatchObject({ groupOn: true, minPeople: '8', percentOff: '5' });
    const form = new FormData();
    appendTourPrices(form, values, tourPricesOf(tour));
    expect([...form.keys()]).toEqual([]);
    appendTourPrices(form, { ...values, groupOn: false }, tourPricesOf(tour));
    expect(form.get('groupDiscount')).toBe('null');
  });
});
