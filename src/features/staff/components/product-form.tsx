import { FormAlert } from '@/shared/components/form-alert';
import { FormField } from '@/shared/components/form-field';
import { useForm } from '@/shared/hooks/use-form';
import { BRANDS, CATEGORIES } from '@/shared/types';
import { categoriesOf, checkDraft, type ProductFormValues } from '../product-input';

type Form = ReturnType<typeof useForm<ProductFormValues>>;

/** The Hindi title and description (issue 37): optional, the shop shows the English where blank. */
function HindiFields({ field, errors, values }: Pick<Form, 'field' | 'errors' | 'values'>) {
  return (
    <>
      <FormField label="Hindi title (optional)" {...field('titleHi')} lang="hi" />
      <FormField label="Hindi description (optional)" error={errors.textHi}>
        {(control) => (
          <textarea
            {...control}
            name="textHi"
            lang="hi"
            rows={4}
            value={values.textHi}
            onChange={field('textHi').onChange}
          />
        )}
      </FormField>
      <p className="staff-muted">
        The shop&apos;s Hindi pages show these, and the English ones where they are blank.
      </p>
    </>
  );
}

/**
 * A product's fields, checked in the form before anything is sent; the server's per-field
 * messages show under their fields too. `send` gets a checked draft.
 */
export function ProductForm({
  initial,
  submitLabel,
  send,
}: {
  initial: ProductFormValues;
  submitLabel: string;
  send: (draft: ProductFormValues) => Promise<void>;
}) {
  const { form, field, errors, values, fill, alert, submitting } = useForm<ProductFormValues>({
    initialValues: initial,
    validate: checkDraft,
    send,
    fieldErrorsFromServer: 'with-alert',
  });
  const chosen = categoriesOf(values);
  const toggleCategory = (category: string) =>
    fill(['category'], (current) => {
      const now = categoriesOf(current).filter((name) => name !== category);
      return { category: (chosen.some((name) => name === category) ? now : [...now, category]).join(',') };
    });
  return (
    <form {...form} className="staff-form card staff-card" aria-busy={submitting}>
      <FormAlert message={alert} />
      <FormField label="Title" {...field('title')} required />
      <FormField label="Description" error={errors.text}>
        {(control) => (
          <textarea {...control} name="text" rows={4} value={values.text} onChange={field('text').onChange} />
        )}
      </FormField>
      <HindiFields field={field} errors={errors} values={values} />
      <FormField label="Brand" error={errors.brand}>
        {(control) => (
          <select {...control} name="brand" value={values.brand} onChange={field('brand').onChange}>
            <option value="">Choose a brand</option>
            {BRANDS.map((brand) => (
              <option key={brand} value={brand}>
                {brand}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <fieldset className="staff-checks" aria-describedby={errors.category ? 'category-error' : undefined}>
        <legend>Categories</legend>
        {CATEGORIES.map((category) => (
          <label key={category}>
            <input
              type="checkbox"
              name={category === CATEGORIES[0] ? 'category' : undefined}
              checked={chosen.some((name) => name === category)}
              onChange={() => toggleCategory(category)}
            />{' '}
            {category}
          </label>
        ))}
        {errors.category && (
          <p id="category-error" className="field__error">
            {errors.category}
          </p>
        )}
      </fieldset>
      <FormField label="Price (₹)" {...field('price')} inputMode="numeric" required />
      <FormField label="MRP (₹)" {...field('mrp')} inputMode="numeric" required />
      <FormField label="Country of origin" {...field('countryOfOrigin')} required />
      <button type="submit" className="btn" disabled={submitting}>
        {submitLabel}
      </button>
    </form>
  );
}
