export { selectAddressList, selectSelectedAddress } from './addresses-selectors';
export {
  useGetAddressesQuery,
  useAddAddressMutation,
  useUpdateAddressMutation,
  useDeleteAddressMutation,
  useSelectAddressMutation,
} from './addresses-api';
export { AddressBook } from './components/address-book';
