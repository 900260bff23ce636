import { PageQueryDto } from '../../../common/http/page-query.js';

export const NOTIFICATIONS_PER_PAGE = 20;

/** `page` and `perPage` (default NOTIFICATIONS_PER_PAGE, at most 50). */
export class ListNotificationsDto extends PageQueryDto {}
