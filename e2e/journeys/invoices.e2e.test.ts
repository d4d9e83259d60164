import { readFile } from 'node:fs/promises';
import { adminToken, bookAndPay, createTraveller, dayFromToday, publicTours } from '../support/api.ts';
import { expect, openContext, signIn, test } from '../support/test.ts';

// GST tax invoices (decision 033) on the demo site: with nothing configured, the demo operator (Karnataka)
// issues them. A traveller with a business GSTIN of Maharashtra books, downloads the invoice PDF from the
// receipt, and the operator finds it in the month's list with its CSV.

test('a traveller downloads the tax invoice from the receipt, and the operator lists it with the month’s CSV', async ({ browser, page, site }) => {
  const traveller = await createTraveller(site, { firstname: 'Rohan', lastname: 'Deshmukh' });
  const [tour] = await publicTours(site);
  const bookingId = await bookAndPay(site, traveller, {
    tourId: tour!._id,
    fullName: 'Rohan Deshmukh',
    phone: '9876501234',
    bookingDate: dayFromToday(25),
    numPeople: 2,
    gstin: '27AAPFU0939F1ZV',
    businessName: 'Deccan Offsites LLP',
  });

  await signIn(page, traveller.token);
  await page.goto(`/login/userdashboard/mybookings/${bookingId}`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download tax invoice' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^YT-\d{4}-\d{6}\.pdf$/);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const number = download.suggestedFilename().replace('.pdf', '').replaceAll('-', '/');
  expect(pdf.includes(Buffer.from(`Tax invoice ${number}`))).toBe(true);

  const operatorContext = await openContext(browser, site);
  const operator = await operatorContext.newPage();
  await signIn(operator, await adminToken(site));
  await operator.goto('/admindashboard/invoices');
  const row = operator.getByRole('row').filter({ hasText: number });
  await row.waitFor();
  expect(await row.innerText()).toContain('Deccan Offsites LLP');
  expect(await row.innerText()).toContain('IGST');
  const [csv] = await Promise.all([operator.waitForEvent('download'), operator.getByRole('button', { name: 'Download CSV' }).click()]);
  const file = await readFile((await csv.path())!, 'utf8');
  expect(file.split('\r\n').some((line) => line.startsWith(`invoice,${number},`) && line.includes(',27AAPFU0939F1ZV,Deccan Offsites LLP,27 Maharashtra,998552,5,'))).toBe(true);
  await operatorContext.close();
});
