export { NotificationBell } from './components/NotificationBell';
export { notificationKeys, notificationQueries } from './queries';
