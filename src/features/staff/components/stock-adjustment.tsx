import { useState } from 'react';
import { FormAlert } from '@/shared/components/form-alert';
import { FormField } from '@/shared/components/form-field';
import { Modal } from '@/shared/components/modal';
import { apiErrorMessage } from '@/shared/api-error';
import { useForm, type FieldErrors } from '@/shared/hooks/use-form';
import { useSingleFlight } from '@/shared/hooks/use-single-flight';
import type { StockAdjustment, StockLevel } from '@/shared/staff';
import { useAdjustStockMutation } from '../staff-products-api';
import { capitalised, stockChangeWords } from '../stock-sentence';

interface AdjustmentDraft {
  productId: string;
  change: string;
  reason: string;
}

/** An adjustment checked and waiting for its confirmation, with the key that makes it once. */
type Pending = StockAdjustment & { productId: string; idempotencyKey: string };

const EMPTY: AdjustmentDraft = { productId: '', change: '', reason: '' };

function checkAdjustment({ productId, change, reason }: AdjustmentDraft): FieldErrors<AdjustmentDraft> {
  const errors: FieldErrors<AdjustmentDraft> = {};
  if (!productId) errors.productId = 'Choose a product.';
  if (!/^-?\d+$/.test(change.trim()) || Number(change) === 0)
    errors.change = 'Enter the pairs added (e.g. 12) or taken away (e.g. -2), not 0.';
  if (!reason.trim()) errors.reason = 'Say why the stock changes.';
  return errors;
}

/**
 * "Take 5 pairs of … off stock?": the change in words, on hand before and after, and the one button
 * that makes it. However often it is pressed (or the request retried), the key makes one change.
 */
function ConfirmAdjustment({
  pending,
  title,
  level,
  onCancel,
  onDone,
}: {
  pending: Pending | null;
  title: string;
  level: StockLevel | undefined;
  onCancel: () => void;
  onDone: (message: string) => void;
}) {
  const [adjust] = useAdjustStockMutation();
  const flight = useSingleFlight();
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirm = (sent: Pending) =>
    flight.run(async () => {
      try {
        const { level: after } = await adjust(sent).unwrap();
        const words = capitalised(stockChangeWords(sent.change, title, 'done'));
        onDone(`${words}: ${sent.reason}. ${after.onHand} on hand now, ${after.available} to sell.`);
      } catch (error) {
        setRefusal(apiErrorMessage(error));
      }
    });
  const words = pending ? capitalised(stockChangeWords(pending.change, title, 'ask')) : '';
  return (
    <Modal open={pending !== null} role="alertdialog" title="Confirm the stock change" onClose={onCancel}>
      <div className="staff-form">
        <FormAlert message={refusal} />
        <p>
          {words}? Reason: {pending?.reason}.
        </p>
        {level && pending && (
          <p className="staff-muted">
            On hand: {level.onHand} → {level.onHand + pending.change}
          </p>
        )}
        <div className="modal__actions">
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            Change it
          </button>
          <button
            type="button"
            className="btn"
            disabled={flight.running}
            onClick={() => pending && void confirm(pending)}
          >
            Confirm the change
          </button>
        </div>
      </div>
    </Modal>
  );
}

/**
 * Pairs added or taken away, with the reason the audit log keeps: checked, then confirmed in a
 * dialog; once made, the form empties and says what happened.
 */
export function AdjustmentForm({ titles, levels }: { titles: Map<string, string>; levels: StockLevel[] }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [done, setDone] = useState('');
  const [round, setRound] = useState(0);
  const review = (draft: AdjustmentDraft) => {
    setDone('');
    setPending({
      productId: draft.productId,
      change: Number(draft.change.trim()),
      reason: draft.reason.trim(),
      idempotencyKey: crypto.randomUUID(),
    });
  };
  return (
    <section className="card staff-card" aria-labelledby="stock-adjust-heading">
      <h2 id="stock-adjust-heading">Adjust stock</h2>
      {/* A fresh form after each change made: nothing left in it to send twice. */}
      <DraftForm key={round} titles={titles} onReview={review} />
      <p role="status" className="staff-done">
        {done}
      </p>
      <ConfirmAdjustment
        pending={pending}
        title={titles.get(pending?.productId ?? '') ?? ''}
        level={levels.find((level) => level.productId === pending?.productId)}
        onCancel={() => setPending(null)}
        onDone={(message) => {
          setPending(null);
          setDone(message);
          setRound((current) => current + 1);
        }}
      />
    </section>
  );
}

function DraftForm({
  titles,
  onReview,
}: {
  titles: Map<string, string>;
  onReview: (draft: AdjustmentDraft) => void;
}) {
  const { form, field, errors, values, alert } = useForm<AdjustmentDraft>({
    initialValues: EMPTY,
    validate: checkAdjustment,
    send: (draft) => {
      onReview(draft);
      return Promise.resolve();
    },
  });
  return (
    <form {...form} className="staff-form" aria-label="Adjust stock">
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
      <button type="submit" className="btn">
        Review the change
      </button>
    </form>
  );
}
