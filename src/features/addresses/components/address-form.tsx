import { FormattedMessage, useIntl } from 'react-intl';
import { STATE_NAMES } from '@/shared/address-validation';
import { FormAlert } from '@/shared/components/form-alert';
import { FormField } from '@/shared/components/form-field';
import type { MessageId } from '@/shared/i18n/message-id';
import type { Address } from '@/shared/types';
import { useAddressForm } from '../use-address-form';

interface AddressFormProps {
  /** The address to edit; null adds a new one. */
  address: Address | null;
  /** Cancel: nothing saved. A save the server accepts closes the dialog itself (addresses slice). */
  onCancel: () => void;
}

const WIDE = 'address-form__wide';

/** State: a select of India's states and union territories, as the pincode data names them. */
function StateField({ controller }: { controller: ReturnType<typeof useAddressForm> }) {
  const intl = useIntl();
  return (
    <FormField
      label={intl.formatMessage({ id: 'addresses.state' })}
      error={controller.errors.state}
      className={WIDE}
    >
      {(ids) => (
        <select {...ids} {...controller.control('state')} autoComplete="address-level1" required>
          <option value="" disabled>
            {intl.formatMessage({ id: 'addresses.chooseState' })}
          </option>
          {STATE_NAMES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/**
 * The add/edit form inside the address dialog. It keeps its own draft, so Cancel or Escape simply
 * drop it: nothing reaches the store or the server until the server accepts the address.
 */
export function AddressForm({ address, onCancel }: AddressFormProps) {
  const intl = useIntl();
  const label = (id: MessageId) => intl.formatMessage({ id });
  const controller = useAddressForm(address);
  const { form, field, alert, pincodeField, submitting } = controller;
  return (
    <form {...form} className="address-form">
      <FormAlert message={alert} />
      <div className="address-form__grid">
        <FormField
          label={label('addresses.name')}
          {...field('name')}
          className={WIDE}
          autoComplete="name"
          required
        />
        <FormField
          label={label('addresses.mobile')}
          {...field('mobile')}
          type="number"
          inputMode="numeric"
          autoComplete="tel-national"
          required
        />
        <FormField
          label={label('addresses.alternateMobile')}
          {...field('alternatemobile')}
          type="number"
          inputMode="numeric"
          autoComplete="off"
        />
        <FormField
          label={label('addresses.residence')}
          {...field('residence')}
          className={WIDE}
          autoComplete="street-address"
          required
        />
        <FormField
          label={label('addresses.pincodeField')}
          {...pincodeField}
          type="number"
          inputMode="numeric"
          autoComplete="postal-code"
          required
        />
        <FormField
          label={label('addresses.city')}
          {...field('city')}
          autoComplete="address-level2"
          required
        />
        <StateField controller={controller} />
      </div>
      <div className="modal__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          <FormattedMessage id="addresses.cancel" />
        </button>
        <button type="submit" className="btn" disabled={submitting}>
          <FormattedMessage id={address ? 'addresses.save' : 'addresses.addSubmit'} />
        </button>
      </div>
    </form>
  );
}
