import { useEffect, useId, useRef, type ComponentProps } from 'react';
import { useAppDispatch, useAppSelector } from '@/kernel/hooks';
import { apiErrorMessage } from '@/shared/api-error';
import { Modal } from '@/shared/components/modal';
import { Spinner } from '@/shared/components/spinner';
import { inlineMessages } from '@/shared/messages';
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
  if (isLoading) return <Spinner label="Loading addresses" minHeight={160} />;
  if (isError && addresses.length === 0) {
    return (
      <div className="empty-state" role="alert">
        <p>{inlineMessages.networkError}</p>
        <button type="button" className="btn btn--ghost" onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (addresses.length === 0) return <p className="empty-state">{inlineMessages.noAddress}</p>;
  return (
    <ul className="address-book__list" aria-label="Saved addresses">
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
          Add New Address
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
        title={editing ? 'Edit Address' : 'Add New Address'}
        onClose={close}
      >
        {(editor.mode === 'adding' || editing) && <AddressForm address={editing} onCancel={close} />}
      </Modal>
    </div>
  );
}
