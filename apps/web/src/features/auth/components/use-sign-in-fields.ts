import { type FormEvent, useRef, useState } from 'react';
import type { SignInValues } from '../auth-schemas';

type Field = keyof SignInValues;
/** In the form's order: the first with an error takes the focus. */
const FIELDS: readonly Field[] = ['email', 'password'];
type FieldErrors = Partial<Record<Field, { message: string }>>;

// The schema module (and zod) loads on the first validation, not with the first screen.
const loadSchema = () => import('../auth-schemas').then((m) => m.signInSchema);

async function validate(values: SignInValues) {
  const result = (await loadSchema()).safeParse(values);
  const errors: FieldErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as Field;
      if (FIELDS.includes(field)) errors[field] ??= { message: issue.message };
    }
  }
  return { values: result.success ? result.data : undefined, errors };
}

/**
 * The sign-in form's two fields without a form library, as React Hook Form ran them before (decision 032), so
 * the first screen does not download one: nothing is checked until the first submit; a submit checks both
 * fields with the sign-in schema, shows every error and focuses the first field that has one; after that, each
 * keystroke re-checks the field typed in. The values sent are the schema's output (the e-mail trimmed).
 */
export function useSignInFields() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const submitted = useRef(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const current = (): SignInValues => ({
    email: inputs.current.email?.value ?? '',
    password: inputs.current.password?.value ?? '',
  });

  /** Props for the field's input: its name, its element and the re-check after the first submit. */
  const field = (name: Field) => ({
    name,
    ref: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    onChange: () => {
      if (!submitted.current) return;
      void validate(current()).then((result) =>
        setErrors((before) => ({ ...before, [name]: result.errors[name] })),
      );
    },
  });

  const handleSubmit = (onValid: (values: SignInValues) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    void validate(current()).then((result) => {
      setErrors(result.errors);
      if (result.values) onValid(result.values);
      else inputs.current[FIELDS.find((name) => result.errors[name]) ?? 'email']?.focus();
    });
  };

  return { errors, field, handleSubmit };
}
