export { UpdatesLink } from './components/updates-link';
export { UpdatesList } from './components/updates-list';
