import { LoadFailed } from '@/shared/components/load-failed';
import { FormAlert } from '@/shared/components/form-alert';
import { FormField } from '@/shared/components/form-field';
import { Spinner } from '@/shared/components/spinner';
import { StaffTable } from '@/shared/components/staff-table';
import { useForm, type FieldErrors } from '@/shared/hooks/use-form';
import { LOW_STOCK } from '@/shared/order-lifecycle';
import type { StockLevel } from '@/shared/staff';
import { useAdjustStockMutation, useStaffProductsQuery, useStockQuery } from '../staff-products-api';

interface AdjustmentDraft {
  productId: string;
  change: string;
  reason: string;
}

function checkAdjustment({ productId, change, reason }: AdjustmentDraft): FieldErrors<AdjustmentDraft> {
  const errors: FieldErrors<AdjustmentDraft> = {};
  if (!productId) errors.productId = 'Choose a product.';
  if (!/^-?\d+$/.test(change.trim()) || Number(change) === 0)
    errors.change = 'Enter the pairs added (e.g. 12) or taken away (e.g. -2), not 0.';
  if (!reason.trim()) errors.reason = 'Say why the stock changes.';
  return errors;
}

/** Pairs added or taken away, with the reason the audit log keeps. */
function AdjustmentForm({ titles }: { titles: Map<string, string> }) {
  const [adjust] = useAdjustStockMutation();
  const { form, field, errors, values, alert, submitting } = useForm<AdjustmentDraft>({
    initialValues: { productId: '', change: '', reason: '' },
    validate: checkAdjustment,
    send: async ({ productId, change, reason }) => {
      await adjust({ productId, change: Number(change.trim()), reason: reason.trim() }).unwrap();
    },
  });
  return (
    <form {...form} className="staff-form card staff-card" aria-label="Adjust stock">
      <h2>Adjust stock</h2>
      <FormAlert message={alert} />
      <FormField label="Product" error={errors.productId}>
        {(control) => (
          <select
            {...control}
            name="productId"
            value={values.productId}
            onChange={field('productId').onChange}
          >
            <option value="">Choose a product</option>
            {[...titles].map(([id, title]) => (
              <option key={id} value={id}>
                {title}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Change (pairs)" {...field('change')} inputMode="numeric" required />
      <FormField label="Reason" {...field('reason')} required />
      <button type="submit" className="btn" disabled={submitting}>
        Adjust
      </button>
    </form>
  );
}

function LevelsTable({ levels, titles }: { levels: StockLevel[]; titles: Map<string, string> }) {
  return (
    <StaffTable caption="Stock per product" columns={['Product', 'On hand', 'Reserved', 'Available']}>
      {levels.map((level) => (
        <tr key={level.productId} className={level.available <= LOW_STOCK ? 'staff-low' : undefined}>
          <th scope="row">{titles.get(level.productId) ?? level.productId}</th>
          <td>{level.onHand}</td>
          <td>{level.reserved}</td>
          <td>{level.available}</td>
        </tr>
      ))}
    </StaffTable>
  );
}

/** Every product's pairs (or, `low`, those at LOW_STOCK or fewer available) and the adjustment form. */
export function StockTable({ low }: { low: boolean }) {
  const stock = useStockQuery({ low });
  const products = useStaffProductsQuery(undefined);
  const titles = new Map((products.data?.products ?? []).map((product) => [product._id, product.title]));
  return (
    <div className="staff-columns">
      <AdjustmentForm titles={titles} />
      {/* Without the names there is nothing to choose in the form nor to read in the table: say so. */}
      {products.error && !products.data && (
        <LoadFailed error={products.error} onRetry={() => void products.refetch()} />
      )}
      {stock.isLoading && <Spinner label="Loading stock" minHeight={160} />}
      {stock.error && !stock.data && <LoadFailed error={stock.error} onRetry={() => void stock.refetch()} />}
      {stock.data?.levels.length === 0 && (
        <p className="empty-state">{low ? `No product has ${LOW_STOCK} pairs or fewer.` : 'No stock yet.'}</p>
      )}
      {stock.data && stock.data.levels.length > 0 && (
        <LevelsTable levels={stock.data.levels} titles={titles} />
      )}
    </div>
  );
}
