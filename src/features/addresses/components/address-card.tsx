import { FormattedMessage } from 'react-intl';
import { useAppSelector } from '@/kernel/hooks';
import type { Address } from '@/shared/types';
import { selectAddressRequest } from '../addresses-slice';

interface AddressCardProps {
  address: Address;
  /** Set at checkout: the card gets a radio in this group. */
  radioGroup: string | null;
  onSelect: (address: Address) => void;
  onEdit: (address: Address) => void;
  onDelete: (address: Address) => void;
}

/** Spec §2: the name, residence and state, pincode and phone, with Edit and Delete. */
export function AddressCard({ address, radioGroup, onSelect, onEdit, onDelete }: AddressCardProps) {
  const deleting = useAppSelector((state) => selectAddressRequest(state, address.id)) === 'deleting';
  const place = [address.city, address.state].join(', ');
  const nameId = `address-${address.id}-name`;
  const detailsId = `address-${address.id}-details`;
  return (
    <li
      className={
        address.isSelected && radioGroup ? 'address-card card address-card--selected' : 'address-card card'
      }
    >
      <div className="address-card__head">
        {radioGroup && (
          <input
            type="radio"
            className="address-card__radio"
            name={radioGroup}
            checked={address.isSelected}
            onChange={() => onSelect(address)}
            aria-labelledby={nameId}
            aria-describedby={detailsId}
          />
        )}
        <p id={nameId} className="address-card__name">
          {address.name}
        </p>
      </div>
      <div id={detailsId} className="address-card__details">
        <p>{address.residence}</p>
        <p>{place}</p>
        <p>
          <FormattedMessage id="addresses.pincode" values={{ pincode: address.pincode }} />
        </p>
        <p>
          <FormattedMessage
            id="addresses.phone"
            values={{
              phones: address.alternatemobile
                ? `${address.mobile}, ${address.alternatemobile}`
                : address.mobile,
            }}
          />
        </p>
      </div>
      <div className="address-card__actions">
        <button type="button" className="btn btn--ghost" onClick={() => onEdit(address)}>
          <FormattedMessage
            id="addresses.editOf"
            values={{
              name: address.name,
              hidden: (words) => <span className="visually-hidden">{words}</span>,
            }}
          />
        </button>
        <button
          type="button"
          className="btn btn--ghost address-card__delete"
          onClick={() => onDelete(address)}
          disabled={deleting}
        >
          <FormattedMessage
            id="addresses.deleteOf"
            values={{
              name: address.name,
              hidden: (words) => <span className="visually-hidden">{words}</span>,
            }}
          />
        </button>
      </div>
    </li>
  );
}
