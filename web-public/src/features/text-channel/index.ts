export { TextChannelSettings } from './components/TextChannelSettings';
