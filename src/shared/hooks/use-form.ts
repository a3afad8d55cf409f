import { useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { apiErrorMessage, readApiError } from '../api-error';
import { useBeforePaint } from './use-before-paint';
import { useSingleFlight } from './use-single-flight';

export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

interface FormOptions<Values extends Record<keyof Values, string>> {
  initialValues: Values | (() => Values);
  /** The errors that stop the form before anything is sent; none means send. */
  validate: (values: Values) => FieldErrors<Values>;
  /** Sends the values; a refused request throws its error (`unwrap()`). */
  send: (values: Values) => Promise<void>;
  /**
   * What a refusal's per-field messages do: nothing (only the message shows, in the alert), show
   * under their fields beside the alert, or show under their fields instead of it.
   */
  fieldErrorsFromServer?: 'ignore' | 'with-alert' | 'instead-of-alert';
}

/**
 * The message under each field: shown (the first invalid field takes focus through `formRef`), and
 * forgotten once the person edits what it is about.
 */
function useFieldErrors<Values>() {
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const show = (found: FieldErrors<Values>) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    const control = first ? formRef.current?.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  };
  const forget = (fields: (keyof Values)[]) =>
    setErrors((current) => {
      if (!fields.some((field) => current[field])) return current;
      const next = { ...current };
      for (const field of fields) next[field] = undefined;
      return next;
    });
  return { errors, set: setErrors, show, forget, formRef };
}

/** What a refused request shows: its message in the alert, its per-field messages as asked. */
function showRefusal<Values extends Record<keyof Values, string>>(
  error: unknown,
  values: Values,
  how: NonNullable<FormOptions<Values>['fieldErrorsFromServer']>,
  show: { alert: (message: string) => void; fields: ReturnType<typeof useFieldErrors<Values>> },
) {
  const fromServer = readApiError(error)?.errors ?? {};
  const known = Object.fromEntries(
    Object.entries(fromServer).filter(([field]) => field in values),
  ) as FieldErrors<Values>;
  if (how === 'with-alert') {
    show.fields.set(known);
    show.alert(apiErrorMessage(error));
  } else if (how === 'instead-of-alert' && Object.keys(known).length > 0) {
    show.fields.show(known);
  } else {
    show.alert(apiErrorMessage(error));
  }
}

/** Controls a person types into (a checkbox's or a radio's value is not what they chose). */
const TYPED_INPUTS = new Set(['text', 'search', 'email', 'tel', 'url', 'password', 'number']);

/** The text typed into `control`, if it is a control one types into. */
function typedText(control: Element | RadioNodeList | null): string | undefined {
  if (control instanceof HTMLTextAreaElement) return control.value;
  if (control instanceof HTMLInputElement && TYPED_INPUTS.has(control.type)) return control.value;
  return undefined;
}

/**
 * What the person typed into a server-rendered form before the script ran: hydration keeps it on
 * screen but not in the form's state, and the next render would wipe it. The form starts from it.
 */
function useValuesTypedBeforeHydration<Values extends Record<keyof Values, string>>(
  formRef: RefObject<HTMLFormElement | null>,
  values: Values,
  adopt: (typed: Partial<Values>) => void,
) {
  const initial = useRef(values);
  useBeforePaint(() => {
    const controls = formRef.current?.elements;
    if (!controls) return;
    const typed: Partial<Values> = {};
    for (const field of Object.keys(initial.current) as (keyof Values & string)[]) {
      const onScreen = typedText(controls.namedItem(field));
      if (onScreen !== undefined && onScreen !== initial.current[field]) {
        typed[field] = onScreen as Values[typeof field];
      }
    }
    if (Object.keys(typed).length > 0) adopt(typed);
  }, [formRef, adopt]);
}

/** The values of a form's fields, and the props that bind one control to its value. */
function useFieldValues<Values extends Record<keyof Values, string>>(
  initialValues: Values | (() => Values),
  fieldErrors: ReturnType<typeof useFieldErrors<Values>>,
) {
  const [values, setValues] = useState<Values>(initialValues);
  const [adoptTyped] = useState(
    () => (typed: Partial<Values>) => setValues((current) => ({ ...current, ...typed })),
  );
  useValuesTypedBeforeHydration(fieldErrors.formRef, values, adoptTyped);
  const control = (field: keyof Values & string) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      fieldErrors.forget([field]);
    },
  });
  /**
   * Fills some fields in for the person (an autofill): `change` gets the values as they are then
   * and answers the new ones. The listed fields' errors go, as if they had been edited.
   */
  const fill = (fields: (keyof Values)[], change: (current: Values) => Partial<Values>) => {
    setValues((current) => ({ ...current, ...change(current) }));
    fieldErrors.forget(fields);
  };
  return { values, setValues, control, fill };
}

/**
 * The controller of a form that sends one request: its values, the message under each field, the
 * alert region's message, and one submission at a time (a second click can land before the
 * disabled button re-renders). Invalid values are never sent; the first invalid field takes focus.
 */
export function useForm<Values extends Record<keyof Values, string>>({
  initialValues,
  validate,
  send,
  fieldErrorsFromServer = 'ignore',
}: FormOptions<Values>) {
  const fieldErrors = useFieldErrors<Values>();
  const { values, setValues, control, fill } = useFieldValues(initialValues, fieldErrors);
  const [alert, setAlert] = useState<string | null>(null);
  const flight = useSingleFlight();
  const refused = (error: unknown) =>
    showRefusal(error, values, fieldErrorsFromServer, { alert: setAlert, fields: fieldErrors });

  /** Checks and sends `current`: the form's values, or others it has just been filled in with. */
  const checkAndSend = async (current: Values) => {
    const invalid = validate(current);
    if (Object.keys(invalid).length > 0) {
      fieldErrors.show(invalid);
      return;
    }
    fieldErrors.set({});
    setAlert(null);
    try {
      await send(current);
    } catch (error) {
      refused(error);
    }
  };

  return {
    values,
    errors: fieldErrors.errors,
    alert,
    /** A submission runs (its request, and a fill before it): the submit buttons wait. */
    submitting: flight.running,
    /** The props of the form element. */
    form: {
      ref: fieldErrors.formRef,
      noValidate: true,
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void flight.run(() => checkAndSend(values));
      },
    },
    fill,
    /** The props that bind one control to its value. */
    control,
    /** A FormField's props: its control's, and the message under it. */
    field: (field: keyof Values & string) => ({ ...control(field), error: fieldErrors.errors[field] }),
    /**
     * Fills the form in with what `fill` answers (values a server hands out, say) and submits them,
     * all as one submission; a refused `fill` shows like a refused send.
     */
    submitWith: (fillFrom: () => Promise<Values>) =>
      flight.run(async () => {
        let filled: Values;
        try {
          filled = await fillFrom();
        } catch (error) {
          refused(error);
          return;
        }
        setValues(filled);
        await checkAndSend(filled);
      }),
  };
}
