import { codChallanUploads, returnRequests } from '@backoffice/db/schema';
import { DEMO_IMAGE_SIZE } from '@backoffice/db/seed';
import { challanAttachmentPath } from '@backoffice/domain/returns';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsAs } from '../../test/order-calls';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_RETURN_FILES, demoImage } from './demo-images';

// Demo accounts: 4 customer-experience agent, 7 Finance.
const CET = 4;
const FINANCE = 7;
const PNG_SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

let t: TestApp;
let call: ReturnType<typeof callsAs>;
beforeAll(async () => {
  t = await createTestApp();
  call = callsAs(t);
});
afterAll(() => t.close());

/** The first demo request that has a photo. */
async function requestWithPhoto() {
  const [request] = await t.db
    .select()
    .from(returnRequests)
    .where(sql`jsonb_array_length(${returnRequests.files}) > 0`)
    .orderBy(asc(returnRequests.id))
    .limit(1);
  if (!request?.files[0]) throw new Error('The demo seed has no request photo');
  return { request, file: request.files[0] };
}

describe("the demo's request photos and challan images", () => {
  it('makes a small PNG of the size the seed records, the same for the same key', () => {
    const image = demoImage(`${DEMO_RETURN_FILES}1/photo-1.png`);
    expect(image.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(image.length).toBe(DEMO_IMAGE_SIZE);
    expect(demoImage(`${DEMO_RETURN_FILES}1/photo-1.png`)).toEqual(image);
  });

  it('opens a demo request photo: made on the first read and kept in the file store', async () => {
    const { request, file } = await requestWithPhoto();
    expect(file).toMatchObject({ content_type: 'image/png', size: DEMO_IMAGE_SIZE });
    expect(await t.ctx.files.exists(file.key)).toBe(false);
    const opened = await call.get(`/api/customer-requests/${request.id}/files/0`, CET);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.headers['content-type']).toBe('image/png');
    expect(opened.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(opened.rawPayload.byteLength).toBe(file.size);
    expect(await t.ctx.files.get(file.key)).toEqual(opened.rawPayload);
    const again = await call.get(`/api/customer-requests/${request.id}/files/0`, CET);
    expect(again.rawPayload).toEqual(opened.rawPayload);
  });

  it('opens a demo challan image', async () => {
    const [challan] = await t.db
      .select()
      .from(codChallanUploads)
      .orderBy(asc(codChallanUploads.id))
      .limit(1);
    if (!challan) throw new Error('The demo seed has no challan');
    expect(challan.attachments[0]).toMatchObject({ content_type: 'image/png' });
    const opened = await call.get(challanAttachmentPath(challan.id, 0), FINANCE);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.headers['content-type']).toBe('image/png');
    expect(opened.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(opened.rawPayload.byteLength).toBe(challan.attachments[0]?.bytes);
  });

  it('still answers 404 for a missing file that is not the demo’s', async () => {
    const { request, file } = await requestWithPhoto();
    await t.db
      .update(returnRequests)
      .set({ files: [{ ...file, key: `requests/${request.id}/gone.png` }] })
      .where(eq(returnRequests.id, request.id));
    const missing = await call.get(`/api/customer-requests/${request.id}/files/0`, CET);
    expect(missing.statusCode).toBe(404);
  });
});
