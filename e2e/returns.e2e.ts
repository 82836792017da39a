// Issue 37 in the browser: at 375 px a shopper asks to return one saree of her delivered order, with a
// photo (a real image, uploaded through the media pipeline), and sees it listed as Requested; at 1280 px
// staff open Returns, approve it with the pickup's courier and AWB, mark it received (quality passed) and
// refund it; the shopper then sees it Refunded. An exchange for another product, chosen through the
// search at 375 px, made by staff at 1280 px, places a replacement order she opens from her request.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import {
  EXCHANGE_CREDIT_LABEL,
  formatOrderNumber,
  formatPaise,
  priceWithTaxPaise,
  productUnitPricePaise,
  RETURN_MESSAGES,
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  type Product,
  type ReturnReason,
  rupeesToPaise,
} from '@resham/shared';
import { expectAccessible, fetchProducts, registerViaApi, settle, shot } from './support/browser';
import { verifyEmailByLink } from './support/outbox';
import { expect, test } from './support/test';

const PHOTO = path.resolve(import.meta.dirname, '../apps/web/public/collections/cotton-sarees-400.webp');

const TN = {
  country: 'India',
  state: 'Tamil Nadu',
  city: 'Coimbatore',
  phone: '9443012345',
  isGift: false,
  notes: '',
  address: '12 Race Course Road',
  pincode: '641018',
};

/** Two sarees with stock, a prepaid order of one each through the simulated gateway. */
async function paidOrder(context: BrowserContext, userId: string, products: Product[]) {
  const address = await context.request.post('/api/shop/address/add', { data: { userId, ...TN } });
  expect(address.ok()).toBe(true);
  const addressId = ((await address.json()) as { data: { _id: string } }).data._id;
  for (const p of products)
    expect(
      (
        await context.request.post('/api/shop/cart/add', {
          data: { userId, productId: p._id, quantity: 1 },
        })
      ).ok(),
    ).toBe(true);
  const created = (await (
    await context.request.post('/api/shop/order/create', { data: { addressId } })
  ).json()) as {
    orderId: string;
    razorpayOrder: { id: string };
  };
  const paid = await (
    await context.request.post('/api/payments/simulated/pay', {
      data: { order_id: created.razorpayOrder.id },
    })
  ).json();
  const verified = await context.request.post('/api/shop/order/verify-razorpay', {
    data: { ...paid, orderId: created.orderId },
  });
  expect(((await verified.json()) as { paymentStatus: string }).paymentStatus).toBe('paid');
  return created.orderId;
}

/** Staff send the order with Blue Dart and mark it delivered (through the API: set-up). */
async function deliverOrder(
  context: BrowserContext,
  orderId: string,
  awb: string,
  delivered: Record<string, unknown> = {},
) {
  for (const body of [
    { orderStatus: 'inProcess' },
    { orderStatus: 'inShipping', courier: 'Blue Dart', trackingNumber: awb },
    { orderStatus: 'delivered', ...delivered },
  ])
    expect((await context.request.put(`/api/admin/orders/update/${orderId}`, { data: body })).ok()).toBe(
      true,
    );
}

/** Sends the filled request form; the server records it (201). */
async function sendRequest(page: Page, form: Locator, orderId: string) {
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(`/api/shop/order/return/${orderId}`)),
    form.getByRole('button', { name: 'Send request' }).click(),
  ]);
  expect(answer.status()).toBe(201);
}

const orderDialog = (page: Page) => page.getByRole('dialog', { name: 'Order Details' });

/** Her newest order's details; or the one named, through the account's ?order= link. */
async function openOrder(page: Page, orderId?: string): Promise<Locator> {
  await page.goto(orderId ? `/shop/account?order=${orderId}` : '/shop/account');
  await settle(page);
  if (!orderId) await page.getByRole('button', { name: 'View Details' }).first().click();
  const dialog = orderDialog(page);
  await dialog.waitFor();
  return dialog;
}

/** Staff's list showing one state; the card of this order's return. */
async function returnCard(page: Page, status: string, orderNumber: number): Promise<Locator> {
  await page.getByLabel('Show').selectOption(status);
  const card = page.getByRole('listitem', { name: `Return for order ${formatOrderNumber(orderNumber)}` });
  await card.waitFor();
  return card;
}

test('a return asked for at 375 px, walked by staff at 1280 px to Refunded', async ({ sessions }) => {
  test.setTimeout(240_000);
  const products = (await fetchProducts())
    .filter((p) => p.totalStock >= 5 && (p.salePrice > 0 ? p.salePrice : p.price) > 0)
    .slice(0, 2);
  expect(products).toHaveLength(2);
  const [kept, returned] = products as [Product, Product];
  const account = await registerViaApi('Kavya Subramanian');
  const shopper = await sessions.open(account, 'mobile');
  const me = (
    (await (await shopper.context.request.get('/api/auth/check-auth')).json()) as {
      user: { id: string };
    }
  ).user;
  const orderId = await paidOrder(shopper.context, me.id, products);

  // Staff send it and the courier delivers it.
  const staff = await sessions.open('admin', 'desktop');
  await deliverOrder(staff.context, orderId, 'BD70001234');
  const orderNumber = (
    (await (await shopper.context.request.get(`/api/shop/order/details/${orderId}`)).json()) as {
      data: { orderNumber: number };
    }
  ).data.orderNumber;

  // The shopper, on her phone: Return or exchange on the delivered order.
  const page = shopper.page;
  let dialog = await openOrder(page);
  const ask = dialog.getByRole('button', { name: 'Return or exchange' });
  await ask.scrollIntoViewIfNeeded();
  await shot(page, 'returns-order-offer');
  await ask.click();
  const form = page.getByRole('dialog', { name: 'Return or exchange' });
  await form.waitFor();
  // A full-height sheet on a phone.
  const box = (await form.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(page.viewportSize()!.height - 1);
  expect(box.width).toBeGreaterThanOrEqual(page.viewportSize()!.width - 1);
  await form.getByLabel(returned.title).check();
  await form.getByLabel('Why are you returning it?').selectOption('damaged');
  await form.getByTestId('pickup-note').getByText('We pay for the pickup').waitFor();
  // Damaged needs a photo: the page says so before sending, and keeps what she chose.
  await form.getByRole('button', { name: 'Send request' }).click();
  await form.getByText(RETURN_MESSAGES.photosRequired).waitFor();
  await shot(page, 'returns-request-photo-needed');
  await form.getByLabel('Add photos').setInputFiles(PHOTO);
  await form.getByRole('img', { name: 'Photo 1' }).waitFor();
  await expect(form.getByText(RETURN_MESSAGES.photosRequired)).toHaveCount(0);
  await form.getByLabel('Anything we should know?').fill('The pallu has a pulled thread near the border.');
  expect(await form.getByLabel(returned.title).isChecked()).toBe(true);
  expect(await form.getByLabel(kept.title).isChecked()).toBe(false);
  await shot(page, 'returns-request-filled');
  await expectAccessible(page, { include: '[role="dialog"]' });
  await sendRequest(page, form, orderId);
  await page.getByText(RETURN_MESSAGES.requested).first().waitFor();
  await form.waitFor({ state: 'detached' });
  const request = dialog.getByTestId('return-request');
  await request.getByText(RETURN_STATUS_LABELS.requested).waitFor();
  await request.getByText(`1 × ${returned.title}`).waitFor();
  await request.getByText(RETURN_REASON_LABELS.damaged).waitFor();
  await request.scrollIntoViewIfNeeded();
  await shot(page, 'returns-requested');

  // Staff, at 1280 px: the dashboard says requests are open and leads to Returns, which lists it.
  const admin = staff.page;
  await admin.goto('/admin/dashboard');
  await settle(admin);
  await expect(admin.getByTestId('open-returns')).toHaveText(/^\d+ return requests? (is|are) open/);
  await admin.getByRole('link', { name: 'Review returns' }).click();
  await admin.waitForURL(/\/admin\/returns$/);
  await settle(admin);
  let card = admin.getByRole('listitem', { name: `Return for order ${formatOrderNumber(orderNumber)}` });
  await card.waitFor();
  await card.getByRole('img', { name: /Photo 1 of the return/ }).waitFor();
  await card.getByText('The pallu has a pulled thread').waitFor();
  await card.getByRole('button', { name: 'Approve' }).click();
  // Without the AWB the step is not sent: the lifecycle's own message.
  await card.getByRole('button', { name: 'Confirm: Approve' }).click();
  await card.getByText(RETURN_MESSAGES.pickupNeeded).waitFor();
  await card.getByLabel('Pickup courier').selectOption('Delhivery');
  await card.getByLabel('Pickup AWB').fill('DLV77700123');
  await shot(admin, 'returns-admin-approve');
  await expectAccessible(admin);
  await card.getByRole('button', { name: 'Confirm: Approve' }).click();
  await admin
    .getByText(`Return for order ${formatOrderNumber(orderNumber)}: Pickup booked`)
    .first()
    .waitFor();

  card = await returnCard(admin, 'approved', orderNumber);
  await card.getByText('DLV77700123').waitFor();
  await card.getByRole('button', { name: 'Mark received' }).click();
  await card.getByLabel('Passed: back to stock').check();
  await shot(admin, 'returns-admin-received');
  await card.getByRole('button', { name: 'Confirm: Mark received' }).click();
  await admin
    .getByText(`Return for order ${formatOrderNumber(orderNumber)}: Received`)
    .first()
    .waitFor();

  card = await returnCard(admin, 'received', orderNumber);
  await card.getByRole('button', { name: 'Refund' }).click();
  await card.getByText('Prepaid order').waitFor();
  await card.getByRole('button', { name: 'Confirm: Refund' }).click();
  await admin
    .getByText(`Return for order ${formatOrderNumber(orderNumber)}: Refunded`)
    .first()
    .waitFor();
  card = await returnCard(admin, 'refunded', orderNumber);
  await card.getByText(RETURN_STATUS_LABELS.refunded).waitFor();
  await shot(admin, 'returns-admin-refunded');

  // Its goods issued their own credit note, which staff download as a PDF.
  const staffNote = card.getByRole('button', { name: /^Credit note CN\/\d{2}-\d{2}\/\d{5}$/ });
  const [staffPdf] = await Promise.all([admin.waitForEvent('download'), staffNote.click()]);
  expect(staffPdf.suggestedFilename()).toMatch(/^credit-note-.+\.pdf$/);

  // The shopper sees it Refunded, with the pickup's AWB and the credit note.
  dialog = await openOrder(page);
  const done = dialog.getByTestId('return-request');
  await done.getByText(RETURN_STATUS_LABELS.refunded).waitFor();
  await done.getByText('DLV77700123').waitFor();
  const [shopperPdf] = await Promise.all([
    page.waitForEvent('download'),
    done.getByRole('button', { name: /^Credit note CN\// }).click(),
  ]);
  const bytes = await fs.readFile((await shopperPdf.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await done.scrollIntoViewIfNeeded();
  await shot(page, 'returns-refunded');
  // One saree of two went back: the other can still be returned while the window is open.
  await dialog.getByRole('button', { name: 'Return or exchange' }).waitFor();

  // The same at 1280 px, for the layout.
  const wide = await sessions.open(account, 'desktop');
  const wideDialog = await openOrder(wide.page);
  await wideDialog.getByTestId('return-request').scrollIntoViewIfNeeded();
  await shot(wide.page, 'returns-refunded');
  await wideDialog.getByRole('button', { name: 'Return or exchange' }).click();
  const wideForm = wide.page.getByRole('dialog', { name: 'Return or exchange' });
  await wideForm.waitFor();
  await shot(wide.page, 'returns-request-open');
  // A prepaid order may be exchanged, for the same saree or another found by the shop's search.
  await wideForm.getByLabel('Exchange it').check();
  await wideForm.getByLabel('Another product').check();
  await wideForm.getByLabel('Search for the product you would like').fill('silk');
  const wideResults = wideForm.getByRole('list', { name: 'Products found' });
  await wideResults.getByRole('button').first().waitFor();
  await wideResults.scrollIntoViewIfNeeded();
  await shot(wide.page, 'exchanges-search');

  // Staff's list on a phone, for the layout.
  const phoneStaff = await sessions.open('admin', 'mobile');
  await phoneStaff.page.goto('/admin/returns?status=refunded');
  await settle(phoneStaff.page);
  await phoneStaff.page
    .getByRole('listitem', { name: `Return for order ${formatOrderNumber(orderNumber)}` })
    .waitFor();
  await shot(phoneStaff.page, 'returns-admin-refunded');
});

test('the Returns Policy states the window, reasons, exchanges and pickup from the settings', async ({
  sessions,
}) => {
  const { page } = await sessions.open('guest', 'mobile');
  const config = (
    (await (await page.request.get('/api/common/config')).json()) as {
      data: { returns: { windowDays: number; exchanges: boolean; reasons: ReturnReason[] } };
    }
  ).data.returns;
  await page.goto('/shop/returns-policy');
  await settle(page);
  const main = page.getByRole('main');
  const days = `${config.windowDays} ${config.windowDays === 1 ? 'day' : 'days'}`;
  await expect(main).toContainText(`within ${days} of delivery`);
  for (const reason of config.reasons) await expect(main).toContainText(RETURN_REASON_LABELS[reason]);
  await expect(main).toContainText(
    config.exchanges ? 'You choose a refund or an exchange' : 'we do not offer exchanges',
  );
  await expect(main).toContainText('We pay for the courier that collects your return');
  await expect(main).not.toContainText('24 hours');
});

test('a cash-on-delivery refund goes to the UPI id she gives; staff record the transfer', async ({
  sessions,
}) => {
  test.setTimeout(180_000);
  const product = (await fetchProducts()).find((p) => {
    const unit = p.salePrice > 0 ? p.salePrice : p.price;
    return unit > 0 && unit * 1.05 < 9000 && p.totalStock >= 5;
  })!;
  expect(product).toBeDefined();
  const account = await registerViaApi('Revathi Krishnan');
  const shopper = await sessions.open(account, 'mobile');
  const request = shopper.context.request;
  await verifyEmailByLink(request, account.email);
  const me = ((await (await request.get('/api/auth/check-auth')).json()) as { user: { id: string } }).user;
  const address = await request.post('/api/shop/address/add', { data: { userId: me.id, ...TN } });
  const addressId = ((await address.json()) as { data: { _id: string } }).data._id;
  expect(
    (
      await request.post('/api/shop/cart/add', {
        data: { userId: me.id, productId: product._id, quantity: 1 },
      })
    ).ok(),
  ).toBe(true);
  const created = await request.post('/api/shop/order/create', { data: { addressId, paymentMethod: 'cod' } });
  expect(created.ok()).toBe(true);
  const orderId = ((await created.json()) as { orderId: string }).orderId;
  const staff = await sessions.open('admin', 'desktop');
  await deliverOrder(staff.context, orderId, 'BD70005678', { cashCollected: true });

  // Changed her mind: no photo needed, the pickup is hers to pay, and the refund needs an account.
  const page = shopper.page;
  const dialog = await openOrder(page);
  await dialog.getByRole('button', { name: 'Return or exchange' }).click();
  const form = page.getByRole('dialog', { name: 'Return or exchange' });
  await form.getByLabel(product.title).check();
  // Cash on delivery: a refund, never an exchange (nothing to pay a replacement from).
  await expect(form.getByTestId('refund-only')).toHaveText(RETURN_MESSAGES.exchangeNeedsOnlinePayment);
  await expect(form.getByLabel('Exchange it')).toHaveCount(0);
  await form.getByLabel('Why are you returning it?').selectOption('changed-mind');
  await form.getByTestId('pickup-note').getByText('the pickup is not free').waitFor();
  await form.getByLabel('UPI id', { exact: true }).fill('revathi-at-bank');
  await form.getByRole('button', { name: 'Send request' }).click();
  await form.getByText(RETURN_MESSAGES.upiInvalid).waitFor();
  await form.getByLabel('UPI id', { exact: true }).scrollIntoViewIfNeeded();
  await shot(page, 'returns-cod-upi');
  await form.getByLabel('UPI id', { exact: true }).fill('revathi@okaxis');
  await form.getByRole('button', { name: 'Send request' }).click();
  await form.waitFor({ state: 'detached' });
  await dialog.getByTestId('return-request').getByText(RETURN_STATUS_LABELS.requested).waitFor();

  // Staff book the pickup and check the parcel (through the API), then record the transfer on screen.
  const list = (await (
    await staff.context.request.get('/api/admin/returns?status=requested&pageSize=100')
  ).json()) as {
    data: { _id: string; orderId: string; orderNumber: number }[];
  };
  const ret = list.data.find((r) => r.orderId === orderId)!;
  for (const body of [
    { status: 'approved', courier: 'Delhivery', trackingNumber: 'DLV88800456' },
    { status: 'received', qualityPassed: true },
  ])
    expect((await staff.context.request.put(`/api/admin/returns/${ret._id}`, { data: body })).ok()).toBe(
      true,
    );
  const admin = staff.page;
  await admin.goto('/admin/returns?status=received');
  await settle(admin);
  const card = admin.getByRole('listitem', {
    name: `Return for order ${formatOrderNumber(ret.orderNumber)}`,
  });
  // Staff see where the money goes: the UPI id she gave.
  await card.getByText('UPI revathi@okaxis').waitFor();
  await card.getByRole('button', { name: 'Refund' }).click();
  const reference = card.getByLabel('Bank transfer reference');
  await reference.waitFor();
  await card.getByRole('button', { name: 'Confirm: Refund' }).click();
  await card.getByText(RETURN_MESSAGES.transferReference).waitFor();
  await reference.fill('UTR 412345678901');
  await shot(admin, 'returns-admin-cod-refund');
  await card.getByRole('button', { name: 'Confirm: Refund' }).click();
  await admin
    .getByText(`Return for order ${formatOrderNumber(ret.orderNumber)}: Refunded`)
    .first()
    .waitFor();

  await openOrder(page);
  await page.getByTestId('return-request').getByText(RETURN_STATUS_LABELS.refunded).waitFor();
});

/** Staff step a return through the API (set-up for what the test looks at on screen). */
async function moveReturn(context: BrowserContext, id: string, body: Record<string, unknown>) {
  const res = await context.request.put(`/api/admin/returns/${id}`, { data: body });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Sets a product's stock through the admin's edit (with the figure it had, as the form sends it). */
async function setStock(context: BrowserContext, title: string, totalStock: number) {
  const res = await context.request.get(`/api/admin/products/get?q=${encodeURIComponent(title)}`);
  const { _id: id, ...body } = (
    (await res.json()) as { data: (Product & Record<string, unknown>)[] }
  ).data.find((p) => p.title === title)!;
  const saved = await context.request.put(`/api/admin/products/edit/${id}`, {
    data: { ...body, totalStock, expectedStock: body.totalStock },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

test('an exchange for another product found by search: staff make it, she opens the replacement', async ({
  sessions,
}) => {
  test.setTimeout(240_000);
  const unit = (p: Product) => priceWithTaxPaise(productUnitPricePaise(p));
  const inStock = (await fetchProducts()).filter((p) => p.totalStock >= 5 && unit(p) > 0);
  const returned = inStock.reduce((a, b) => (unit(b) < unit(a) ? b : a));
  // A dearer saree the shop's search finds by one word of its title, among its first results.
  let wanted: Product | undefined;
  let keyword = '';
  const account = await registerViaApi('Meenakshi Sundaram');
  const shopper = await sessions.open(account, 'mobile');
  for (const p of inStock.filter((q) => unit(q) > unit(returned))) {
    for (const word of p.title.split(/[^A-Za-z]+/).filter((w) => w.length >= 5)) {
      const res = await shopper.context.request.get(
        `/api/shop/search/${encodeURIComponent(word.toLowerCase())}?page=1&pageSize=8`,
      );
      if ((((await res.json()) as { data?: Product[] }).data ?? []).some((f) => f._id === p._id)) {
        [wanted, keyword] = [p, word.toLowerCase()];
        break;
      }
    }
    if (wanted) break;
  }
  expect(wanted, 'a dearer product the search finds').toBeDefined();
  const other = wanted!;
  const me = (
    (await (await shopper.context.request.get('/api/auth/check-auth')).json()) as { user: { id: string } }
  ).user;
  const orderId = await paidOrder(shopper.context, me.id, [returned]);
  const staff = await sessions.open('admin', 'desktop');
  await deliverOrder(staff.context, orderId, 'BD70009012');

  // At 375 px: an exchange, for another product chosen through the search.
  const page = shopper.page;
  const dialog = await openOrder(page, orderId);
  await dialog.getByRole('button', { name: 'Return or exchange' }).click();
  const form = page.getByRole('dialog', { name: 'Return or exchange' });
  await form.waitFor();
  await form.getByLabel(returned.title).check();
  await form.getByLabel('Why are you returning it?').selectOption('colour-differs');
  await form.getByLabel('Exchange it').check();
  await expect(form.getByLabel('The same item(s), in a fresh piece')).toBeChecked();
  await form.getByLabel('Another product').check();
  // Nothing chosen yet: the page says so before sending.
  await form.getByRole('button', { name: 'Send request' }).click();
  await form.getByText('Please choose the product you would like instead.').waitFor();
  await form.getByLabel('Search for the product you would like').fill(keyword);
  const results = form.getByRole('list', { name: 'Products found' });
  await results.getByText(other.title, { exact: true }).waitFor();
  await shot(page, 'exchanges-search');
  await results.getByRole('button', { name: `Choose ${other.title}` }).click();
  const chosen = form.getByRole('list', { name: 'You would like' });
  await chosen.getByText(other.title).waitFor();
  await expect(chosen.getByLabel(`How many of ${other.title} instead`)).toHaveValue('1');
  await expect(form.getByText('Please choose the product you would like instead.')).toHaveCount(0);
  await chosen.scrollIntoViewIfNeeded();
  await shot(page, 'exchanges-request-filled');
  await expectAccessible(page, { include: '[role="dialog"]' });
  await sendRequest(page, form, orderId);
  await form.waitFor({ state: 'detached' });
  const request = dialog.getByTestId('return-request');
  await request.getByText(`1 × ${other.title}`).waitFor();
  await request.scrollIntoViewIfNeeded();
  await shot(page, 'exchanges-requested');

  // At 1280 px staff see what it is for, book the pickup and check the parcel.
  const ret = (
    (await (await shopper.context.request.get(`/api/shop/order/returns/${orderId}`)).json()) as {
      data: { _id: string; orderNumber: number; amount: number }[];
    }
  ).data[0]!;
  const admin = staff.page;
  await admin.goto('/admin/returns');
  await settle(admin);
  let card = await returnCard(admin, 'requested', ret.orderNumber);
  await card.getByText(`1 × ${other.title}`).waitFor();
  await moveReturn(staff.context, ret._id, {
    status: 'approved',
    courier: 'Delhivery',
    trackingNumber: 'DLV99900789',
  });
  await moveReturn(staff.context, ret._id, { status: 'received', qualityPassed: true });

  // Sold out meanwhile: the replacement cannot be placed, and staff are told why.
  await setStock(staff.context, other.title, 0);
  await admin.reload();
  await settle(admin);
  card = await returnCard(admin, 'received', ret.orderNumber);
  await card.getByRole('button', { name: 'Mark exchanged' }).click();
  await card.getByText('Places a replacement order for').waitFor();
  await card.getByRole('button', { name: 'Confirm: Mark exchanged' }).click();
  await expect(card.getByRole('alert')).toHaveText(RETURN_MESSAGES.replacementSoldOut(other.title, 0));
  await card.getByRole('alert').scrollIntoViewIfNeeded();
  await shot(admin, 'exchanges-admin-sold-out');
  await setStock(staff.context, other.title, other.totalStock);
  await card.getByRole('button', { name: 'Confirm: Mark exchanged' }).click();
  await admin
    .getByText(`Return for order ${formatOrderNumber(ret.orderNumber)}: Exchanged`)
    .first()
    .waitFor();
  card = await returnCard(admin, 'exchanged', ret.orderNumber);
  const replacementLink = card.getByRole('link', { name: /^Replacement order #\d+$/ });
  const replacementNumber = Number((await replacementLink.textContent())!.replace(/\D/g, ''));
  await shot(admin, 'exchanges-admin-exchanged');

  // The replacement costs more: the returned saree pays its share, the rest is collected at the door.
  const creditPaise = rupeesToPaise(ret.amount);
  const duePaise = unit(other) - creditPaise;
  expect(duePaise).toBeGreaterThan(0);
  await replacementLink.click();
  await admin.waitForURL(/\/admin\/orders\?q=/);
  await settle(admin);
  await admin.getByRole('button', { name: 'View Details' }).first().click();
  const adminOrder = admin.getByRole('dialog', { name: 'Order Details' });
  await adminOrder
    .getByText(`Order ${formatOrderNumber(replacementNumber)}`)
    .first()
    .waitFor();
  await adminOrder.getByText(`−${formatPaise(creditPaise)}`).waitFor();
  await expect(adminOrder.getByText('To collect on delivery').locator('..')).toContainText(
    formatPaise(duePaise),
  );
  await adminOrder.getByText('To collect on delivery').scrollIntoViewIfNeeded();
  await shot(admin, 'exchanges-admin-replacement');

  // She sees the replacement on her request, and opens it.
  const again = await openOrder(page, orderId);
  const made = again.getByTestId('return-request');
  await made.getByText(RETURN_STATUS_LABELS.exchanged).waitFor();
  const link = made.getByRole('link', { name: `Replacement: order ${formatOrderNumber(replacementNumber)}` });
  await link.scrollIntoViewIfNeeded();
  await shot(page, 'exchanges-exchanged');
  await link.click();
  const replacement = orderDialog(page);
  await replacement.getByText(formatOrderNumber(replacementNumber), { exact: true }).waitFor();
  const credit = replacement.getByText(EXCHANGE_CREDIT_LABEL).locator('..');
  await expect(credit).toContainText(`−${formatPaise(creditPaise)}`);
  await expect(replacement.getByText('To pay on delivery').locator('..')).toContainText(
    formatPaise(duePaise),
  );
  await credit.scrollIntoViewIfNeeded();
  await shot(page, 'exchanges-replacement');

  // The same at 1280 px, for the layout.
  const wide = await sessions.open(account, 'desktop');
  const wideOrder = await openOrder(wide.page, orderId);
  await wideOrder
    .getByRole('link', { name: `Replacement: order ${formatOrderNumber(replacementNumber)}` })
    .click();
  await orderDialog(wide.page).getByText('To pay on delivery').scrollIntoViewIfNeeded();
  await shot(wide.page, 'exchanges-replacement');
});
