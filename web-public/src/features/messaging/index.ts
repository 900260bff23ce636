export { ChatLauncher } from './components/ChatLauncher';
export { MessageLandlordButton, MessageTenantButton } from './components/MessageLandlordButton';
export { MessagesView } from './components/MessagesView';
export { messagingKeys, messagingQueries } from './queries';
