import { useRef, useState, type FocusEvent, type ChangeEvent } from 'react';

/** What a field check needs of a schema: zod's safeParse, without bringing zod into this module. */
interface FieldRule {
  safeParse(value: unknown): { success: boolean; error?: { issues: readonly { message: string }[] } };
}

export type FieldRules<Name extends string> = Record<Name, FieldRule>;

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Checks a form's fields by the server's own rules (the contract's schemas), as the traveller
 * leaves each one and again on submit, so the form names the wrong field before anything is
 * sent. The rules are loaded on first use, in a chunk of their own: the schema library stays
 * out of the page's first download. When they cannot be loaded (offline), nothing is marked
 * and the server's answer is shown as before.
 */
export function useFieldChecks<Name extends string>(loadRules: () => Promise<FieldRules<Name>>) {
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const rules = useRef<Promise<FieldRules<Name> | undefined> | undefined>(undefined);
  const loaded = () => (rules.current ??= loadRules().catch(() => undefined));

  const messageFor = (all: FieldRules<Name>, name: Name, value: unknown) => {
    const result = all[name].safeParse(value);
    return result.success ? undefined : (result.error?.issues[0]?.message ?? 'This field is not valid.');
  };

  async function checkField(name: Name, value: unknown): Promise<void> {
    const all = await loaded();
    if (!all) return;
    const message = messageFor(all, name, value);
    setErrors((current) => (current[name] === message ? current : { ...current, [name]: message }));
  }

  /** Checks every field given; answers the names of the wrong ones in the order given (none: go ahead). */
  async function checkAll(values: Record<Name, unknown>): Promise<Name[]> {
    const all = await loaded();
    if (!all) return [];
    const found: Partial<Record<Name, string>> = {};
    const wrong: Name[] = [];
    for (const name of Object.keys(values) as Name[]) {
      const message = messageFor(all, name, values[name]);
      if (message) {
        found[name] = message;
        wrong.push(name);
      }
    }
    setErrors(found);
    return wrong;
  }

  /**
   * The props that wire a field up: checked when left; once marked, checked again as it is
   * corrected, so the mark goes as soon as the value is right.
   */
  function fieldProps(name: Name) {
    return {
      name,
      error: errors[name],
      onBlur: (event: FocusEvent<FieldElement>) => void checkField(name, event.target.value),
      onChange: (event: ChangeEvent<FieldElement>) => {
        if (errors[name]) void checkField(name, event.target.value);
      },
    };
  }

  return { errors, checkAll, fieldProps };
}

/** Puts the cursor in the first wrong field, so the traveller lands where the fix is. */
export function focusField(form: HTMLFormElement, name: string | undefined): void {
  if (!name) return;
  const element = form.elements.namedItem(name);
  if (element instanceof HTMLElement) element.focus();
}
