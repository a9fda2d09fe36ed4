import type { AppContext } from '../../../core/context';
import { keptReturnFile } from '../demo-images';
import { requestError } from './requests.errors';
import { requestWithContext } from './requests.queries';

/**
 * One file kept with a request, read from the file store (a demo photo is made on its first
 * read: demo-images.ts); 404 when there is none.
 */
export async function requestFile(
  ctx: AppContext,
  requestId: number,
  index: number,
): Promise<{ bytes: Buffer; content_type: string; name: string }> {
  const found = await requestWithContext(ctx.db, requestId);
  if (!found) throw requestError('returns.request_not_found');
  const file = found.request.files[index];
  if (!file) throw requestError('returns.file_not_found');
  const bytes = await keptReturnFile(ctx, file.key);
  if (!bytes) throw requestError('returns.file_not_found');
  return { bytes, content_type: file.content_type, name: file.name };
}
