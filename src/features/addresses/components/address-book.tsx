import { useEffect, useId, useRef, type ComponentProps } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@/kernel/hooks';
import { apiErrorMessage } from '@/shared/api-error';
import { Modal } from '@/shared/components/modal';
import { Spinner } from '@/shared/components/spinner';
import { notify } from '@/shared/notify';
import type { Address } from '@/shared/types';
import {
  addingStarted,
  editingStarted,
  editorClosed,
  requestAddressDeletion,
  requestAddressSelection,
  selectAddressEditor,
} from '../addresses-slice';
import { useAddresses } from '../use-addresses';
import { AddressCard } from './address-card';
import { AddressForm } from './address-form';
import './address-book.css';

/** The list, or why there is none: loading, a failed read (with a retry), or no address yet. */
function SavedAddresses({
  addresses,
  isLoading,
  isError,
  refetch,
  ...card
}: Pick<ReturnType<typeof useAddresses>, 'addresses' | 'isLoading' | 'isError' | 'refetch'> &
  Omit<ComponentProps<typeof AddressCard>, 'address'>) {
  const intl = useIntl();
  if (isLoading) return <Spinner label={intl.formatMessage({ id: 'addresses.loading' })} minHeight={160} />;
  if (isError && addresses.length === 0) {
    return (
      <div className="empty-state" role="alert">
        <p>
          <FormattedMessage id="addresses.networkError" />
        </p>
        <button type="button" className="btn btn--ghost" onClick={() => void refetch()}>
          <FormattedMessage id="addresses.tryAgain" />
        </button>
      </div>
    );
  }
  if (addresses.length === 0) {
    return (
      <p className="empty-state">
        <FormattedMessage id="addresses.none" />
      </p>
    );
  }
  return (
    <ul className="address-book__list" aria-label={intl.formatMessage({ id: 'addresses.saved' })}>
      {addresses.map((address) => (
        <AddressCard key={address.id} address={address} {...card} />
      ))}
    </ul>
  );
}

/**
 * The saved addresses with add, edit and delete. `selectable` (checkout) adds a radio per address
 * that marks it as the delivery address on the server.
 */
export function AddressBook({ selectable = false }: { selectable?: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  // The layout already loads the list; this subscription only tells us whether it has arrived.
  const { addresses, isLoading, isError, refetch } = useAddresses();
  const editor = useAppSelector(selectAddressEditor);
  const editing = editor.mode === 'editing' ? (addresses.find(({ id }) => id === editor.id) ?? null) : null;
  const addButton = useRef<HTMLButtonElement>(null);
  const radioGroup = useId();

  // The dialog belongs to this screen: leaving it leaves the dialog closed for the next visit.
  useEffect(() => () => void dispatch(editorClosed()), [dispatch]);

  const remove = async (address: Address) => {
    const result = await dispatch(requestAddressDeletion(address.id));
    if (!result) return;
    if (result.error) notify.error(apiErrorMessage(result.error));
    // The pressed Delete button is gone with its card: keep focus in the address book.
    else addButton.current?.focus();
  };

  const choose = async (address: Address) => {
    const result = await dispatch(requestAddressSelection(address.id));
    if (result?.error) notify.error(apiErrorMessage(result.error));
  };

  const close = () => dispatch(editorClosed());

  return (
    <div className="address-book">
      <div className="address-book__toolbar">
        <button
          ref={addButton}
          type="button"
          className="btn btn--accent"
          onClick={() => dispatch(addingStarted())}
        >
          <FormattedMessage id="addresses.add" />
        </button>
      </div>
      <SavedAddresses
        addresses={addresses}
        isLoading={isLoading}
        isError={isError}
        refetch={refetch}
        radioGroup={selectable ? radioGroup : null}
        onSelect={(chosen) => void choose(chosen)}
        onEdit={(chosen) => dispatch(editingStarted(chosen.id))}
        onDelete={(chosen) => void remove(chosen)}
      />
      <Modal
        open={editor.mode === 'adding' || editing !== null}
        title={intl.formatMessage({ id: editing ? 'addresses.edit' : 'addresses.add' })}
        onClose={close}
      >
        {(editor.mode === 'adding' || editing) && <AddressForm address={editing} onCancel={close} />}
      </Modal>
    </div>
  );
}
