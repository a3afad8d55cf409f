export { selectSelectedAddress, selectIsSelecting } from './addresses-slice';
export { useAddresses } from './use-addresses';
export { AddressBook } from './components/address-book';
