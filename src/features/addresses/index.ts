export { selectSelectedAddress } from './addresses-selectors';
export { useGetAddressesQuery } from './addresses-api';
export { AddressBook } from './components/address-book';
