export { RequestTester } from './components/request-tester';
export { mockmanSlice, selectMockman } from './mockman-slice';
