import { skipToken } from '@reduxjs/toolkit/query';
import { useId, useRef, useState } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectToken } from '@/app/session';
import { apiErrorMessage } from '@/shared/api-error';
import { Modal } from '@/shared/components/modal';
import { Spinner } from '@/shared/components/spinner';
import { inlineMessages } from '@/shared/messages';
import { notify } from '@/shared/notify';
import type { Address } from '@/shared/types';
import { useDeleteAddressMutation, useGetAddressesQuery, useSelectAddressMutation } from '../addresses-api';
import { selectAddressList } from '../addresses-selectors';
import { AddressCard } from './address-card';
import { AddressForm } from './address-form';
import './address-book.css';

type Editor = { open: false } | { open: true; address: Address | null };

/**
 * The saved addresses with add, edit and delete. `selectable` (checkout) adds a radio per address
 * that marks it as the delivery address on the server.
 */
export function AddressBook({ selectable = false }: { selectable?: boolean }) {
  const token = useAppSelector(selectToken);
  // The layout already loads the list; this subscription only tells us whether it has arrived.
  const { isLoading, isError, refetch } = useGetAddressesQuery(token ?? skipToken);
  const addresses = useAppSelector(selectAddressList);
  const [editor, setEditor] = useState<Editor>({ open: false });
  const [deleteAddress, deletion] = useDeleteAddressMutation();
  const [selectAddress] = useSelectAddressMutation();
  const addButton = useRef<HTMLButtonElement>(null);
  const radioGroup = useId();

  const remove = async (address: Address) => {
    try {
      await deleteAddress(address.id).unwrap();
      // The pressed Delete button is gone with its card: keep focus in the address book.
      addButton.current?.focus();
    } catch (error) {
      notify.error(apiErrorMessage(error));
    }
  };

  const choose = async (address: Address) => {
    try {
      await selectAddress(address.id).unwrap();
    } catch (error) {
      notify.error(apiErrorMessage(error));
    }
  };

  const close = () => setEditor({ open: false });

  let content;
  if (isLoading) {
    content = <Spinner label="Loading addresses" minHeight={160} />;
  } else if (isError && addresses.length === 0) {
    content = (
      <div className="empty-state" role="alert">
        <p>{inlineMessages.networkError}</p>
        <button type="button" className="btn btn--ghost" onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    );
  } else if (addresses.length === 0) {
    content = <p className="empty-state">{inlineMessages.noAddress}</p>;
  } else {
    content = (
      <ul className="address-book__list" aria-label="Saved addresses">
        {addresses.map((address) => (
          <AddressCard
            key={address.id}
            address={address}
            radioGroup={selectable ? radioGroup : null}
            onSelect={(chosen) => void choose(chosen)}
            onEdit={(chosen) => setEditor({ open: true, address: chosen })}
            onDelete={(chosen) => void remove(chosen)}
            deleting={deletion.isLoading && deletion.originalArgs === address.id}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="address-book">
      <div className="address-book__toolbar">
        <button
          ref={addButton}
          type="button"
          className="btn btn--accent"
          onClick={() => setEditor({ open: true, address: null })}
        >
          Add New Address
        </button>
      </div>
      {content}
      <Modal
        open={editor.open}
        title={editor.open && editor.address ? 'Edit Address' : 'Add New Address'}
        onClose={close}
      >
        {editor.open && <AddressForm address={editor.address} onClose={close} />}
      </Modal>
    </div>
  );
}
