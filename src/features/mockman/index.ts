export { RequestTester } from './components/request-tester';
