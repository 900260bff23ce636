import type {
  BookmarkDto,
  BookmarkStatusResponse,
  BookmarkToggleResponse,
  BookmarkUpdateRequest,
} from '@rentnaija/shared';
import { api } from '../../api/client';

export function listBookmarks(): Promise<BookmarkDto[]> {
  return api.get<BookmarkDto[]>('/bookmarks');
}

export function toggleBookmark(propertyId: string): Promise<BookmarkToggleResponse> {
  return api.post<BookmarkToggleResponse>('/bookmarks/toggle', { propertyId });
}

export function getBookmarkStatus(propertyIds: string[]): Promise<BookmarkStatusResponse> {
  return api.get<BookmarkStatusResponse>('/bookmarks/status', {
    propertyIds: propertyIds.join(','),
  });
}

export function updateBookmark(id: string, body: BookmarkUpdateRequest): Promise<BookmarkDto> {
  return api.patch<BookmarkDto>(`/bookmarks/${encodeURIComponent(id)}`, body);
}

export function deleteBookmark(id: string): Promise<void> {
  return api.delete<void>(`/bookmarks/${encodeURIComponent(id)}`);
}
