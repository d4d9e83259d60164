import type { CreatePromoCodeRequest, PromoCode } from '@yatrika/contract/promo-codes';
import { tourCategories, tourCategoryLabels } from '@yatrika/contract/tour-categories';
import { addDays } from '@yatrika/contract/dates';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { TourPicker, type TourChoice } from '../../../components/admin/tour-picker.tsx';
import { DatePicker } from '../../../components/calendar/date-picker.tsx';
import { todayInIndia } from '../../../lib/format.ts';

/** How far ahead a code's days can be chosen: three years, past any sale worth planning. */
const PROMO_CALENDAR_DAYS = 1096;

interface FormValues {
  code: string;
  kind: 'percent' | 'fixed';
  value: string;
  validFrom: string;
  validTo: string;
  categories: string[];
  tourIds: string[];
  minPeople: string;
  maxUses: string;
  maxUsesPerTraveller: string;
}

const blank: FormValues = { code: '', kind: 'percent', value: '', validFrom: '', validTo: '', categories: [], tourIds: [], minPeople: '1', maxUses: '', maxUsesPerTraveller: '' };

function valuesOf(code: PromoCode | null): FormValues {
  if (!code) return blank;
  return {
    code: code.code,
    kind: code.kind,
    value: String(code.kind === 'percent' ? code.percentOff : code.amountOff),
    validFrom: code.validFrom ?? '',
    validTo: code.validTo ?? '',
    categories: code.categories,
    tourIds: code.tourIds,
    minPeople: String(code.minPeople),
    maxUses: code.maxUses === null ? '' : String(code.maxUses),
    maxUsesPerTraveller: code.maxUsesPerTraveller === null ? '' : String(code.maxUsesPerTraveller),
  };
}

/** The request as the server reads it: text boxes sent as typed, blank limits as none (the server says what is wrong). */
function requestOf(values: FormValues, active: boolean): CreatePromoCodeRequest {
  return {
    code: values.code,
    kind: values.kind,
    ...(values.kind === 'percent' ? { percentOff: values.value } : { amountOff: values.value }),
    validFrom: values.validFrom || null,
    validTo: values.validTo || null,
    categories: values.categories as CreatePromoCodeRequest['categories'],
    tourIds: values.tourIds,
    minPeople: values.minPeople,
    maxUses: values.maxUses || null,
    maxUsesPerTraveller: values.maxUsesPerTraveller || null,
    active,
  } as CreatePromoCodeRequest;
}

/**
 * Making or changing a code: percent or fixed amount, the days it is valid (India), every tour
 * or chosen tours and categories, the smallest party, and the use limits. The code's own name is
 * set once.
 */
export function PromoCodeForm({
  editing,
  tours,
  saving,
  problem,
  onSave,
  onCancel,
}: {
  editing: PromoCode | null;
  tours: readonly TourChoice[];
  saving: boolean;
  problem: string | null;
  onSave: (form: CreatePromoCodeRequest) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<FormValues>(() => valuesOf(editing));
  const today = todayInIndia();
  // A code's days run from today on; one already under way keeps its first day within reach.
  const earliest = (stored: string) => (stored && stored < today ? stored : today);
  const latestDay = addDays(today, PROMO_CALENDAR_DAYS);
  const set = (name: keyof FormValues) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value }));
  const toggleCategory = (category: string) =>
    setValues((current) => ({
      ...current,
      categories: current.categories.includes(category) ? current.categories.filter((each) => each !== category) : [...current.categories, category],
    }));

  function submit(event: FormEvent) {
    event.preventDefault();
    onSave(requestOf(values, editing?.active ?? true));
  }

  return (
    <form onSubmit={submit} noValidate aria-label={editing ? `Edit ${editing.code}` : 'New promo code'} className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <TextField label="Code" name="code" value={values.code} onChange={set('code')} disabled={editing !== null} maxLength={40} hint="Letters, digits, dashes or underscores; travellers may type it in any capitals." />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Discount" name="kind" value={values.kind} onChange={set('kind')}>
          <option value="percent">Percent off</option>
          <option value="fixed">Fixed amount off</option>
        </SelectField>
        <TextField label={values.kind === 'percent' ? 'Percent off' : 'Amount off (₹)'} name="value" inputMode="decimal" value={values.value} onChange={set('value')} />
        <DatePicker label="Valid from" value={values.validFrom} onChange={(validFrom) => setValues((current) => ({ ...current, validFrom }))} firstDay={earliest(values.validFrom)} lastDay={latestDay} noneMeans="No start: valid at once." />
        <DatePicker label="Valid until" value={values.validTo} onChange={(validTo) => setValues((current) => ({ ...current, validTo }))} firstDay={earliest(values.validTo)} lastDay={latestDay} noneMeans="No end: valid until switched off." />
        <TextField label="Smallest party (people)" name="minPeople" inputMode="numeric" value={values.minPeople} onChange={set('minPeople')} />
        <TextField label="Uses in all" name="maxUses" inputMode="numeric" value={values.maxUses} onChange={set('maxUses')} hint="Blank: no limit." />
        <TextField label="Uses per traveller" name="maxUsesPerTraveller" inputMode="numeric" value={values.maxUsesPerTraveller} onChange={set('maxUsesPerTraveller')} hint="Blank: no limit." />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold text-stone-700">For (none chosen: every tour)</legend>
        <div className="flex flex-wrap gap-3">
          {tourCategories.map((category) => (
            <label key={category} className="flex items-center gap-1.5 text-sm">
              <input type="checkbox" checked={values.categories.includes(category)} onChange={() => toggleCategory(category)} />
              {tourCategoryLabels[category]}
            </label>
          ))}
        </div>
        <TourPicker label="Tours" multiple tours={tours} chosen={values.tourIds} onChange={(tourIds) => setValues((current) => ({ ...current, tourIds }))} />
      </fieldset>
      {problem && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
          {problem}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" variant="primary" disabled={saving}>
          {saving ? 'Saving...' : editing ? 'Save changes' : 'Create code'}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
