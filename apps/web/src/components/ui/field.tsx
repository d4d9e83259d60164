import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

const control =
  'block w-full rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-stone-900 placeholder:text-stone-400 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-invalid:border-red-600';

interface FieldShellProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
}

function FieldShell({ id, label, hint, error, children }: FieldShellProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-stone-700">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-stone-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** A control inside the box, at its right end (the password field's Show button). */
  trailing?: ReactNode;
}

/** What a screen reader reads after a control's label: its error when it has one, else its hint. */
const describedBy = (id: string, hint: ReactNode, error: string | undefined) => (error ? `${id}-error` : hint ? `${id}-hint` : undefined);

/** A labelled input; the label is always visible and tied to the control, and so are its hint and its error. */
export function TextField({ label, hint, error, trailing, id, className = '', ...props }: TextFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const input = (
    <input
      id={fieldId}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(fieldId, hint, error)}
      className={`${control} ${className}`}
      {...props}
    />
  );
  return (
    <FieldShell id={fieldId} label={label} hint={hint} error={error}>
      {trailing ? (
        <div className="relative">
          {input}
          {trailing}
        </div>
      ) : (
        input
      )}
    </FieldShell>
  );
}

/** A password input with a Show / Hide button, so a long new password can be checked before it is sent. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      className={`pr-20 ${props.className ?? ''}`}
      trailing={
        <button
          type="button"
          onClick={() => setShown((value) => !value)}
          aria-label={shown ? 'Hide password' : 'Show password'}
          className="absolute inset-y-1 right-1 rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-300 focus-visible:outline-none"
        >
          {shown ? 'Hide' : 'Show'}
        </button>
      }
    />
  );
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
}

export function SelectField({ label, hint, error, id, className = '', children, ...props }: SelectFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldShell id={fieldId} label={label} hint={hint} error={error}>
      <select
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        className={`${control} ${className}`}
        {...props}
      >
        {children}
      </select>
    </FieldShell>
  );
}

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
}

export function TextAreaField({ label, hint, error, id, className = '', ...props }: TextAreaFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldShell id={fieldId} label={label} hint={hint} error={error}>
      <textarea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        className={`${control} min-h-28 ${className}`}
        {...props}
      />
    </FieldShell>
  );
}

/** A form-level message: red for errors (under the form, as the spec says), green for success. */
export function FormMessage({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  if (!children) return null;
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-xl px-4 py-3 text-sm font-medium ${tone === 'error' ? 'bg-red-50 text-red-800' : 'bg-emerald-50 text-emerald-800'}`}
    >
      {children}
    </p>
  );
}
