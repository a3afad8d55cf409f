export { addressesSlice, selectAddressList, selectSelectedAddress } from './addresses-slice';
export {
  useGetAddressesQuery,
  useAddAddressMutation,
  useUpdateAddressMutation,
  useDeleteAddressMutation,
  useSelectAddressMutation,
} from './addresses-api';
export { AddressBook } from './components/address-book';
