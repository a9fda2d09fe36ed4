import { indiaDay } from '@backoffice/domain/returns';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { settled, signInAs } from '../orders/orders-session';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import {
  cartInReturnTab,
  choose,
  notAtHomeCart,
  openCartAction,
  remittedCodCart,
  requestableCart,
  toastAndClose,
  typeDay,
  type JourneyCart,
} from './returns-session';

const baseUrl = inject('baseUrl');
const skip = inject('browserMissing');
// The demo's customer-experience agent, Team Leader and operations user (README).
const CET_AGENT = 4;
const TEAM_LEADER = 6;
const OPERATIONS = 10;
const SLIP = { name: 'deposit-slip.png', mimeType: 'image/png', buffer: Buffer.alloc(4096, 2) };
const PHOTO = { name: 'broken-leg.png', mimeType: 'image/png', buffer: Buffer.alloc(2048, 1) };

const today = indiaDay(new Date());
const tomorrow = indiaDay(new Date(Date.now() + 86_400_000));

describe.skipIf(skip)(
  'a return from request to the warehouse, a replacement and a lost product',
  () => {
    let browser: Browser;
    let cet: Page;
    let leader: Page;
    let ops: Page;
    let platform: string;
    let cart: JourneyCart;
    beforeAll(async () => {
      browser = await launchBrowser();
      cet = await newPage(browser, baseUrl);
      leader = await newPage(browser, baseUrl);
      ops = await newPage(browser, baseUrl);
      ({ platform } = await signInAs(leader, TEAM_LEADER));
      await signInAs(cet, CET_AGENT);
      await signInAs(ops, OPERATIONS);
      cart = await requestableCart(leader, platform);
    });
    afterAll(async () => {
      await browser?.close();
    });

    it('a CET agent raises a return with the dynamic form and a photo', async () => {
      const form = await openCartAction(cet, cart, 'Customer Request');
      await form.getByRole('button', { name: 'Submit Request' }).click();
      await form.getByText('Reason is Required!').waitFor();
      await settled(cet);
      await screenshot(cet, 'returns', 'journey-1-request-messages');
      await choose(form, 'Request Type', 'Return');
      await choose(form, 'Reason', 'Damaged Product');
      await choose(form, 'Sub Reason', 'Broken or cracked');
      await form.getByRole('textbox', { name: 'Quantity' }).fill('1');
      await form.getByRole('radio', { name: 'COD' }).check();
      await form
        .getByRole('textbox', { name: 'Comments' })
        .fill('The bed leg broke on the first day');
      await form.locator('input[type="file"]').setInputFiles(PHOTO);
      await form.getByText(PHOTO.name).waitFor();
      await screenshot(cet, 'returns', 'journey-2-request-filled');
      await form.getByRole('button', { name: 'Submit Request' }).click();
      await form.waitFor({ state: 'detached' });
      await cet
        .getByRole('region', { name: `Cart ${cart.cart_pid}` })
        .getByText('Return Requested')
        .waitFor();
      await screenshot(cet, 'returns', 'journey-3-requested');
    });

    it('the Team Leader sees it in the list, approves and processes it to a pickup', async () => {
      await leader.goto(`/returns-replacement/${platform}/return-requested`);
      await leader.getByRole('table', { name: 'Returns and replacements' }).waitFor();
      await leader.getByRole('textbox', { name: 'Order Id' }).fill(cart.order_random_id);
      await leader.getByRole('button', { name: 'Search' }).click();
      await leader.getByRole('link', { name: cart.order_random_id }).first().waitFor();
      await screenshot(leader, 'returns', 'journey-4-list');
      const approve = await openCartAction(leader, cart, 'Approve Request');
      await settled(leader);
      await screenshot(leader, 'returns', 'journey-5-approve');
      await approve.getByRole('button', { name: 'Approve' }).click();
      await approve.waitFor({ state: 'detached' });
      const process = await openCartAction(leader, cart, 'Process Request');
      await choose(process, 'Next step', 'Schedule Return Pickup');
      await process.getByRole('button', { name: 'Process' }).click();
      await process.waitFor({ state: 'detached' });
    });

    it('a pickup is scheduled, changed, docketed and picked up by the sandbox courier', async () => {
      const schedule = await openCartAction(cet, cart, 'Return Pickup Schedule');
      await typeDay(schedule, 'Pickup Date', tomorrow);
      await settled(cet);
      await screenshot(cet, 'returns', 'journey-6-schedule-pickup');
      await schedule.getByRole('button', { name: 'Schedule Pickup' }).click();
      await toastAndClose(cet, schedule, 'Pickup scheduled!');
      // The sandbox courier picks up once the booked date has come in India: change it to today.
      const change = await openCartAction(cet, cart, 'Return Pickup Schedule');
      await typeDay(change, 'Pickup Date', today);
      await change.getByRole('button', { name: 'Change Pickup' }).click();
      await toastAndClose(cet, change, 'Pickup Changed Successfully!');
      const label = await openCartAction(ops, cart, 'Return Label Form');
      await label.getByRole('textbox', { name: 'Warehouse' }).click();
      await ops.getByRole('option').first().click();
      await label.getByRole('button', { name: 'Generate Docket' }).click();
      await label.waitFor({ state: 'detached' });
      const courier = await openCartAction(ops, cart, 'Check Pickup with Courier');
      await courier.getByRole('button', { name: 'Check with Courier' }).click();
      await courier.waitFor({ state: 'detached' });
      const log = await openCartAction(ops, cart, 'Pickup Log');
      await log.getByRole('table', { name: 'Pickup history' }).waitFor();
      await settled(ops);
      await screenshot(ops, 'returns', 'journey-7-pickup-log');
    });

    it('a pickup whose customer is not at home is rescheduled and picked up', async () => {
      const away = await notAtHomeCart(leader, platform);
      const schedule = await openCartAction(cet, away, 'Return Pickup Schedule');
      await typeDay(schedule, 'Pickup Date', tomorrow);
      await schedule.getByRole('button', { name: 'Schedule Pickup' }).click();
      await toastAndClose(cet, schedule, 'Pickup scheduled!');
      const label = await openCartAction(ops, away, 'Return Label Form');
      await label.getByRole('textbox', { name: 'Warehouse' }).click();
      await ops.getByRole('option').first().click();
      await label.getByRole('button', { name: 'Generate Docket' }).click();
      await label.waitFor({ state: 'detached' });
      // The sandbox courier's first visit to this customer fails: "Customer not available".
      const firstVisit = await openCartAction(ops, away, 'Check Pickup with Courier');
      await firstVisit.getByRole('button', { name: 'Check with Courier' }).click();
      await firstVisit.waitFor({ state: 'detached' });
      const attempts = await openCartAction(ops, away, 'Pickup Log');
      await attempts.getByText('Customer not available').first().waitFor();
      await settled(ops);
      await screenshot(ops, 'returns', 'journey-7a-failed-visit');
      const reschedule = await openCartAction(cet, away, 'Return Pickup Schedule');
      await reschedule.locator('label', { hasText: 'Reschedule Pickup' }).click();
      await typeDay(reschedule, 'Pickup Date', today);
      await settled(cet);
      await screenshot(cet, 'returns', 'journey-7b-reschedule');
      await reschedule.getByRole('button', { name: 'Reschedule Pickup' }).click();
      await toastAndClose(cet, reschedule, 'Return Pickup Rescheduled!');
      const secondVisit = await openCartAction(ops, away, 'Check Pickup with Courier');
      await secondVisit.getByRole('button', { name: 'Check with Courier' }).click();
      await secondVisit.waitFor({ state: 'detached' });
      await ops
        .getByRole('region', { name: `Cart ${away.cart_pid}` })
        .getByText('Return Docket Pickup')
        .waitFor();
      await screenshot(ops, 'returns', 'journey-7c-picked-up');
    });

    it('the return reaches the warehouse and is inward scanned', async () => {
      const reached = await openCartAction(
        ops,
        cart,
        'Reached Warehouse',
        'Return Reached to Warehouse',
      );
      await reached.getByRole('button', { name: 'Mark Reached Warehouse' }).click();
      await reached.waitFor({ state: 'detached' });
      const scanned = await openCartAction(ops, cart, 'Inward Scanned');
      await scanned.getByRole('button', { name: 'Mark Inward Scanned' }).click();
      await scanned.waitFor({ state: 'detached' });
      await ops
        .getByRole('region', { name: `Cart ${cart.cart_pid}` })
        .getByText('Inward Scanned')
        .waitFor();
      const tat = await openCartAction(ops, cart, 'Return TAT');
      await tat.getByRole('table', { name: 'Return TAT' }).waitFor();
      await settled(ops);
      await screenshot(ops, 'returns', 'journey-8-return-tat');
    });

    it('a replacement is requested, approved, created and modified', async () => {
      const replacementCart = await requestableCart(leader, platform, 2);
      const form = await openCartAction(cet, replacementCart, 'Customer Request');
      await choose(form, 'Request Type', 'Replacement');
      await choose(form, 'Reason', 'Defective Product');
      await choose(form, 'Sub Reason', 'Mattress sagging');
      await form.getByRole('textbox', { name: 'Quantity' }).fill('1');
      await form.getByRole('textbox', { name: 'Comments' }).fill('Sags in the middle after a week');
      await form.getByRole('button', { name: 'Submit Request' }).click();
      await form.waitFor({ state: 'detached' });
      const approve = await openCartAction(leader, replacementCart, 'Approve Request');
      await approve.getByRole('button', { name: 'Approve' }).click();
      await approve.waitFor({ state: 'detached' });
      const popup = await openCartAction(leader, replacementCart, 'Replacement');
      await popup.getByRole('textbox', { name: 'Dealer Customer Price' }).fill('12499.5');
      await popup.getByRole('button', { name: 'Create Replacement' }).click();
      await popup.getByText('Replacement created').waitFor();
      await settled(leader);
      await screenshot(leader, 'returns', 'journey-9-replacement-created');
      await popup.getByRole('textbox', { name: 'Dealer Customer Price' }).fill('11999.99');
      await popup.getByRole('button', { name: 'Modify Replacement' }).click();
      await toastAndClose(leader, popup, 'Replacement Modified!');
      // Opened again later, the popup reads the request's replacement and modifies it.
      const later = await openCartAction(cet, replacementCart, 'Replacement');
      await later.getByRole('button', { name: 'Modify Replacement' }).waitFor();
      await later.getByRole('textbox', { name: 'Dealer Customer Price' }).fill('11500');
      await settled(cet);
      await screenshot(cet, 'returns', 'journey-9b-replacement-later');
      await later.getByRole('button', { name: 'Modify Replacement' }).click();
      await toastAndClose(cet, later, 'Replacement Modified!');
    });

    it('operations upload a COD challan on a COD cart and view it', async () => {
      const codCart = await remittedCodCart(leader, ops, platform);
      const popup = await openCartAction(ops, codCart, 'COD Challans');
      await popup.getByRole('textbox', { name: 'COD Sheet Row' }).waitFor();
      await popup.getByRole('button', { name: 'Upload Challan' }).click();
      await popup.getByText('Required!').first().waitFor();
      await popup.getByRole('textbox', { name: 'Amount' }).fill('2500');
      await typeDay(popup, 'Deposited Date', today);
      await popup.locator('input[type="file"]').setInputFiles(SLIP);
      await settled(ops);
      await screenshot(ops, 'returns', 'journey-12-challan-upload');
      await popup.getByRole('button', { name: 'Upload Challan' }).click();
      await ops.getByText('Challan Uploaded Successfully!').first().waitFor();
      await popup.getByRole('link', { name: 'Image 1' }).first().waitFor();
      await popup.getByRole('table', { name: 'Challans' }).getByText('₹2,500.00').waitFor();
      await settled(ops);
      await screenshot(ops, 'returns', 'journey-13-challans');
    });

    it('a product lost on its way back is marked lost', async () => {
      const lostCart = await cartInReturnTab(leader, platform, 'return-docket-pickup');
      const popup = await openCartAction(leader, lostCart, 'Mark Lost Product');
      await typeDay(popup, 'Lost Date', tomorrow);
      await popup.getByText('Lost date cannot be later than today').waitFor();
      await settled(leader);
      await screenshot(leader, 'returns', 'journey-10-lost-date');
      await typeDay(popup, 'Lost Date', today);
      await popup.getByRole('button', { name: 'Mark Lost Product' }).click();
      await popup.waitFor({ state: 'detached' });
      await leader
        .getByRole('region', { name: `Cart ${lostCart.cart_pid}` })
        .getByText('Lost Product')
        .waitFor();
      await screenshot(leader, 'returns', 'journey-11-lost');
    });
  },
);
