import { createTourFields, updateTourFields, type Tour, type TourChangeResponse } from '@yatrika/contract/tours';
import { useState } from 'react';
import {
  appendTourDetails,
  emptyTourDetails,
  tourDetailsOf,
  validateTourDetails,
  withoutErrorsFor,
  type TourDetailsErrors,
  type TourDetailsValues,
} from './tour-details-form.ts';
import {
  appendTourSchedule,
  emptyTourSchedule,
  tourScheduleOf,
  validateTourSchedule,
  type TourScheduleErrors,
  type TourScheduleValues,
} from './tour-schedule-form.ts';
import { appendTourPrices, emptyTourPrices, tourPricesOf, validateTourPrices, type TourPricesErrors, type TourPricesValues } from './tour-prices-form.ts';
import {
  emptyTourForm,
  toTourFormData,
  tourFormOf,
  validateTourForm,
  type TourFormErrors,
  type TourFormField,
  type TourFormValues,
} from './tour-form.ts';

/**
 * The one model of the create and update forms: the essentials and the page details, each
 * error cleared as its field changes, every field checked under the server's own rules (the
 * contract's schema) before sending. Without a tour it creates one: every essential required,
 * starting empty. With one it updates it: its values filled in, a blank essential keeps its value.
 */
export function useTourForm(tour?: Tour) {
  const [values, setValues] = useState<TourFormValues>(() => (tour ? tourFormOf(tour) : emptyTourForm));
  const [errors, setErrors] = useState<TourFormErrors>({});
  const [details, setDetails] = useState<TourDetailsValues>(() => (tour ? tourDetailsOf(tour) : emptyTourDetails));
  const [detailErrors, setDetailErrors] = useState<TourDetailsErrors>({});
  const [schedule, setSchedule] = useState<TourScheduleValues>(() => (tour ? tourScheduleOf(tour) : emptyTourSchedule));
  const [scheduleErrors, setScheduleErrors] = useState<TourScheduleErrors>({});
  const [prices, setPrices] = useState<TourPricesValues>(() => (tour ? tourPricesOf(tour) : emptyTourPrices));
  const [priceErrors, setPriceErrors] = useState<TourPricesErrors>({});
  // Changing it empties the file inputs (a file input cannot be cleared by value).
  const [fileInputKey, setFileInputKey] = useState(0);

  function change<Field extends TourFormField>(field: Field, value: TourFormValues[Field]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function changeDetails(change: Partial<TourDetailsValues>) {
    setDetails((current) => ({ ...current, ...change }));
    setDetailErrors((current) => withoutErrorsFor(current, change));
  }

  function changeSchedule(change: Partial<TourScheduleValues>) {
    setSchedule((current) => ({ ...current, ...change }));
    setScheduleErrors((current) => ({ ...current, ...Object.fromEntries(Object.keys(change).map((field) => [field, undefined])) }));
  }

  function changePrices(change: Partial<TourPricesValues>) {
    setPrices((current) => ({ ...current, ...change }));
    setPriceErrors({});
  }

  /** Shows every field's problem; the multipart form to send when there is none, otherwise null. */
  function validated(): FormData | null {
    const found = validateTourForm(tour ? updateTourFields : createTourFields, values, !tour);
    // A blank duration keeps the tour's, which the itinerary must then fit.
    const foundInDetails = validateTourDetails(details, values.durationDays.trim() || (tour ? String(tour.durationDays) : ''));
    setErrors(found);
    setDetailErrors(foundInDetails);
    const foundInSchedule = validateTourSchedule(schedule);
    setScheduleErrors(foundInSchedule);
    const foundInPrices = validateTourPrices(prices);
    setPriceErrors(foundInPrices);
    if ([...Object.values(found), ...Object.values(foundInDetails), ...Object.values(foundInSchedule), ...Object.values(foundInPrices)].some(Boolean)) return null;
    const form = toTourFormData(values);
    appendTourDetails(form, details);
    appendTourSchedule(form, schedule, tour ? tourScheduleOf(tour) : emptyTourSchedule);
    appendTourPrices(form, prices, tour ? tourPricesOf(tour) : emptyTourPrices);
    return form;
  }

  /** After a save: a new tour's form starts again; an updated one keeps its values, its new pictures now stored. */
  function saved(answer: TourChangeResponse) {
    if (tour) {
      setValues((current) => ({ ...current, image: null }));
      setDetails((current) => ({ ...current, keptGallery: answer.data.gallery, newGallery: [] }));
    } else {
      setValues(emptyTourForm);
      setDetails(emptyTourDetails);
      setSchedule(emptyTourSchedule);
      setPrices(emptyTourPrices);
    }
    setFileInputKey((key) => key + 1);
  }

  return {
    /** Props of TourFormFields. */
    essentials: { values, errors, onChange: change, required: !tour, currentImage: tour?.image, fileInputKey },
    /** Props of TourDetailsFields. */
    details: { values: details, errors: detailErrors, onChange: changeDetails, fileInputKey },
    /** Props of TourScheduleFields. */
    schedule: { values: schedule, errors: scheduleErrors, onChange: changeSchedule },
    /** Props of TourPricesFields. */
    prices: { values: prices, errors: priceErrors, onChange: changePrices },
    validated,
    saved,
  };
}
