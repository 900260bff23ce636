export { TextChannelSettings } from './components/TextChannelSettings';
export { TextChannelPrompt } from './components/TextChannelPrompt';
