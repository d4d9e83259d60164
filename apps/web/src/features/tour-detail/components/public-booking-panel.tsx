import { tripShape } from '@yatrika/contract/departure-messages';
import type { Party } from '@yatrika/contract/price-calculation';
import type { Tour } from '@yatrika/contract/tours';
import { useState } from 'react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { countedTypes } from '../../../components/party/counted-types.ts';
import { PartyCounts } from '../../../components/party/party-counts.tsx';
import { useBookHref } from '../../../lib/book-href.ts';
import { formatRupees, todayInIndia } from '../../../lib/format.ts';
import { useDepartureDay } from '../../../lib/month-availability.ts';
import { CancellationPolicyNote } from './cancellation-policy-note.tsx';
import { TourPersonPrices } from './tour-person-prices.tsx';
import { TourScheduleNote } from './tour-schedule-note.tsx';
import { StartTimeChoice } from './start-time-choice.tsx';
import { TravelDatePicker } from './travel-date-picker.tsx';
import { tripSearch } from './trip-in-address.ts';
import { departureOf } from './use-chosen-departure.ts';

/**
 * The public page's side panel: the price and its terms, the calendar of dates and seats (anyone
 * may look at a date) with its start times and the party, and Book, which takes a signed-in
 * traveller to the booking form and anyone else to log in first, saying why, and then to the same
 * form with the date, start time and party already chosen (they travel in its address).
 */
export function PublicBookingPanel({ tour }: { tour: Tour }) {
  const today = todayInIndia();
  const [date, setDate] = useState('');
  const [startTime, setStartTime] = useState<string | undefined>();
  // Undefined until the visitor counts: the form's own default (one adult) needs no carrying.
  const [party, setParty] = useState<Party | undefined>();
  const { data: day } = useDepartureDay(tour._id, date, today);
  const departure = departureOf(day, startTime);
  const bookHref = useBookHref('book');
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium text-stone-600">Price per person</p>
        <p className="font-display text-3xl font-bold text-stone-900">{formatRupees(tour.pricePerPerson)}</p>
        <p className="text-sm font-medium text-stone-700">{tripShape(tour.durationDays, tour.capacity)}</p>
        <TourPersonPrices tour={tour} />
        <CancellationPolicyNote className="text-sm text-emerald-800" />
        <TourScheduleNote schedule={tour.schedule} minimumGroup={tour} />
      </div>
      <h2 className="border-t border-stone-200 pt-5 text-xl font-semibold">Dates and seats</h2>
      <TravelDatePicker tourId={tour._id} today={today} selected={date} selectedDay={day} onSelect={setDate} ownHold={null} disabled={false} />
      {day && <StartTimeChoice departures={day.departures} selected={departure?.startTime} onSelect={setStartTime} />}
      <PartyCounts types={countedTypes(tour)} party={party ?? { adult: 1 }} onChange={setParty} disabled={false} />
      <ButtonLink to={bookHref(tour._id, tripSearch({ date, startTime: departure?.startTime, party }))} size="lg" className="w-full">
        Book
      </ButtonLink>
    </div>
  );
}
