import type { ViewingDto } from '@rentnaija/shared';
import { api } from '../../api/client';
import { saveFile } from '../../api/save-file';

/** The file name a viewing's invite is saved under: its date and time. */
export const inviteFilename = (v: Pick<ViewingDto, 'viewingDate' | 'viewingTime'>) =>
  `viewing-${v.viewingDate}-${v.viewingTime.replace(':', '')}.ics`;

/**
 * Downloads a confirmed viewing's .ics (the invite its email carries), fetched with the session's
 * bearer token (a plain link could not carry it), then saved from a blob.
 */
export async function downloadInvite(v: ViewingDto): Promise<void> {
  const ics = await api.get('/api/viewings/{id}/invite.ics', {
    params: { path: { id: v.id } },
    parseAs: 'blob',
  });
  saveFile(ics, inviteFilename(v));
}
