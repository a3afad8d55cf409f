export { Dashboard } from './components/dashboard';
export { MorningNoteSetting } from './components/morning-note-setting';
