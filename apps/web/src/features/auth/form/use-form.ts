import { type ChangeEvent, useState } from 'react';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * A form's values and errors. Rules run as people type: a field shows its error once it has been changed, or once
 * the form was submitted. A server error stays under its field until that field is edited again.
 */
export function useForm<F extends string>(initial: Record<F, string>, validate: (values: Record<F, string>) => FieldErrors<F>) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors<F>>({});
  const [submitted, setSubmitted] = useState(false);
  const clientErrors = validate(values);

  const errorOf = (field: F): string | undefined => serverErrors[field] ?? (touched[field] || submitted ? clientErrors[field] : undefined);

  const setValue = (field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
    setServerErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  };

  /** The props a TextField needs for one field. */
  const field = (name: F) => ({
    name,
    value: values[name],
    error: errorOf(name),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(name, event.target.value),
  });

  /**
   * Marks the form submitted; true when every rule passes and the request may go. Otherwise the first field in error
   * takes the focus, once its message is on screen, so keyboard and screen reader users land on what to fix.
   */
  const canSubmit = (formElement?: HTMLFormElement) => {
    setSubmitted(true);
    const valid = Object.values(clientErrors).every((error) => !error);
    if (!valid && formElement) setTimeout(() => formElement.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
    return valid;
  };

  return { values, setValue, field, canSubmit, setServerErrors };
}
