import { type Page } from '@playwright/test';
import { type MessageKey } from '../../src/shared/i18n';
import { catalogues } from '../../src/shared/i18n/all-catalogues';
import {
  accountOf,
  expect,
  originOf,
  recordNotifications,
  screenshot,
  signIn,
  simulatorEvent,
  simulatorPerFile,
  speakDutch,
  test,
} from './harness';

/**
 * Dutch, end to end: chosen in Settings, every screen speaks it (no English message of the
 * catalogue is left on any screen), dates are Dutch, main's sentences too (a wrong password),
 * the choice survives a restart, and a browser whose language is Dutch starts in Dutch. The
 * walk takes the Dutch pictures for docs/screenshots/ on the way.
 */
// The control API makes a call end, for the review prompt.
const sim = simulatorPerFile(test, { controlApi: true });
const account = (role: 'user' | 'administrator') => accountOf(sim(), role);

// Every message: the core and every area (the admin area's, People's, …).
const { en, nl } = catalogues;
type Key = MessageKey;

/**
 * Each English message that Dutch says differently, as a pattern over one piece of text on the
 * page: its words literally, each placeholder as "anything" (a plural or a select included).
 * Messages with fewer than three letters of their own are left out (they say nothing), and so is
 * an English message that Dutch also says for another key ("Status": People say "Aanwezigheid",
 * the admin area keeps "Status"), since seeing it proves nothing.
 */
function englishPatterns(): { key: Key; pattern: RegExp }[] {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const dutch = new Set<string>(Object.values(nl));
  return (Object.keys(en) as Key[]).flatMap((key) => {
    if (en[key] === nl[key] || dutch.has(en[key])) return [];
    const pieces: string[] = [];
    let depth = 0;
    let literal = '';
    // Rich-text tags (<b>) are not shown; ICU quoting ('<tenant>') shows what it quotes.
    const shown = en[key]
      .replace(/<\/?b>/g, '')
      .replace(/'([<>{}])/g, '$1')
      .replace(/([<>{}])'/g, '$1');
    for (const char of shown) {
      if (char === '{') {
        if (depth === 0) {
          pieces.push(escape(literal), '.*?');
          literal = '';
        }
        depth += 1;
      } else if (char === '}') depth -= 1;
      else if (depth === 0) literal += char;
    }
    pieces.push(escape(literal));
    const own = pieces.filter((p) => p !== '.*?').join('');
    if ((own.match(/\p{L}/gu) ?? []).length < 3) return [];
    return [{ key, pattern: new RegExp(`^${pieces.join('')}$`, 'u') }];
  });
}
const english = englishPatterns();

/**
 * Where the page shows what people wrote or the server named (a subject, a message, a name): not
 * UI text, whatever its language. Text from users is marked `dir="auto"`; History's subjects by
 * their classes. The demo's seed writes English subjects such as "Incoming call".
 */
const dataText = '[dir="auto"], .history-summary, .history-detail-subject, .history-content';

/** Every piece of text the page shows or names: text, labels, titles, placeholders, the title. */
function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate((data) => {
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      if (!walker.currentNode.parentElement?.closest(data)) {
        texts.push(walker.currentNode.textContent ?? '');
      }
    }
    for (const element of document.querySelectorAll('[aria-label],[title],[placeholder],[alt]')) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        texts.push(element.getAttribute(name) ?? '');
      }
    }
    // A label may be split over text nodes (an icon between): each element's own text too.
    for (const element of document.querySelectorAll('body *')) {
      const small = element.children.length > 0 && element.children.length < 4;
      if (small && !element.querySelector(data) && !element.closest(data)) {
        texts.push((element as HTMLElement).innerText ?? '');
      }
    }
    return texts.map((t) => t.replace(/\s+/g, ' ').trim()).filter((t) => t !== '');
  }, dataText);
}

/** The English UI messages found on the page (none is expected), with what showed them. */
async function englishOnPage(page: Page): Promise<string[]> {
  const texts = await pageTexts(page);
  return english.flatMap(({ key, pattern }) => {
    const found = texts.find((text) => pattern.test(text));
    return found === undefined ? [] : [`${key}: "${found}"`];
  });
}

async function expectAllDutch(page: Page, where: string) {
  expect(await englishOnPage(page), `English on ${where}`).toEqual([]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
}

/** A picture of the screen in both themes (and, with `narrow`, at 800 × 600 too). */
async function shoot(page: Page, name: string, narrow = false) {
  const sizes = narrow
    ? [
        { suffix: '', width: 1280, height: 800 },
        { suffix: '-800', width: 800, height: 600 },
      ]
    : [{ suffix: '', width: 1280, height: 800 }];
  for (const size of sizes) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await screenshot(page, `nl-${name}${size.suffix}-${theme}`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
}

const syncStatus = (page: Page) =>
  page.getByRole('status', { name: 'Synchronisatie van de geschiedenis' });

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('button', { name });

const dutchDay =
  /(maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag) \d{1,2} (januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december) \d{4}/;

test('chosen in Settings, Dutch is on every screen, in main’s sentences and after a restart @screenshots', async ({
  page,
  openHost,
}) => {
  test.setTimeout(240_000);
  const notifications = await recordNotifications(page);
  await openHost();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const admin = account('administrator');
  await signIn(page, { server: originOf(sim().baseUrl), ...admin });
  await speakDutch(page);

  // At once, without a restart.
  await expect(page.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeVisible();
  await expect(page.getByText('Telefoonlijn', { exact: true })).toBeVisible();
  await expectAllDutch(page, 'Instellingen');
  await shoot(page, 'settings', true);

  // Conversations: the list, a thread with a reply being written, New chat, External session.
  await nav(page, 'Gesprekken').click();
  const list = page.getByRole('list', { name: 'Gesprekken' });
  await list.getByRole('button').first().click();
  const thread = page.getByRole('list', { name: /^Berichten met / });
  const message = thread.getByRole('article').last();
  await expect(message).toBeVisible();
  await message.hover();
  await message.getByRole('button', { name: /^Acties voor / }).click();
  await page.getByRole('menuitem', { name: 'Beantwoorden' }).click();
  await expect(page.getByLabel('Antwoord op', { exact: true })).toBeVisible();
  await expect(thread.getByRole('heading', { level: 3 }).first()).toHaveText(
    /^(Vandaag|Gisteren|\p{L}+dag \d{1,2} \p{L}+ \d{4})$/u,
  );
  await expectAllDutch(page, 'a conversation');
  await shoot(page, 'conversations-thread', true);
  await page.getByRole('button', { name: 'Antwoord annuleren' }).click();

  await page.getByRole('button', { name: 'Nieuwe chat' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Nieuwe chat' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Collega’s' }).getByRole('button').first(),
  ).toBeVisible();
  await expectAllDutch(page, 'Nieuwe chat');
  await shoot(page, 'new-chat');

  await page.getByRole('button', { name: 'Externe sessie' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Externe sessie' })).toBeVisible();
  await expect(page.getByLabel('Telefoonlijn').locator('option')).not.toHaveCount(0);
  await expectAllDutch(page, 'Externe sessie');
  await shoot(page, 'external-session');

  // History: a call's details, with a Dutch date, and the rating form; live updates said so.
  await nav(page, 'Geschiedenis').click();
  await expect(syncStatus(page)).toContainText('Bijgewerkt', { timeout: 60_000 });
  await expect(syncStatus(page)).toContainText('Wijzigingen komen direct binnen', {
    timeout: 20_000,
  });
  await page.getByLabel('Soort').selectOption({ label: 'Oproepen' });
  const calls = page.getByRole('listbox', { name: 'Communicatie' }).getByRole('option');
  // A connected call: only those offer a rating.
  await calls
    .filter({ hasNot: page.locator('.history-kind-missed') })
    .first()
    .click();
  // Calls are labelled from their fields in Dutch, not with the server's English subject.
  const summaries = await calls.locator('.history-summary').allTextContents();
  expect(summaries.length).toBeGreaterThan(0);
  for (const text of summaries) {
    expect(['Inkomende oproep', 'Uitgaande oproep', 'Gemiste oproep']).toContain(text);
  }
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details.getByText('Datum')).toBeVisible();
  await expect(details.locator('dd').nth(1)).toHaveText(dutchDay);
  await expectAllDutch(page, 'Geschiedenis');
  await shoot(page, 'history-detail', true);

  await details.getByRole('button', { name: 'Oproep beoordelen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Oproep beoordelen' });
  await expect(dialog.getByRole('radio', { name: '1 ster' })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: '5 sterren' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Beoordeling versturen' }).click();
  await expect(dialog.getByText('Kies eerst 1 tot 5 sterren.')).toBeVisible();
  await expectAllDutch(page, 'the rating dialog');
  await shoot(page, 'rate-dialog');
  await dialog.getByRole('button', { name: 'Annuleren' }).click();

  // Personen: a colleague's line and actions; a search the server is asked to complete.
  await nav(page, 'Personen').click();
  await expect(page).toHaveTitle('Personen – Switchboard');
  await expect(page.getByRole('status').filter({ hasText: /collega’s$/ })).toHaveText(
    /^\d+ collega’s$/,
  );
  const person = page.getByRole('article', { name: /^Over / });
  await expect(person.getByRole('term').first()).toBeVisible();
  await expect(
    person.getByRole('button', { name: /^(Toevoegen aan|Verwijderen uit) favorieten$/ }),
  ).toBeVisible();
  await expectAllDutch(page, 'Personen');
  await shoot(page, 'people');
  await page.getByRole('searchbox', { name: 'Collega’s zoeken' }).fill('niemandzogenoemd');
  await expect(page.getByText('Geen collega gevonden voor “niemandzogenoemd”.')).toBeVisible({
    timeout: 15_000,
  });
  await expectAllDutch(page, 'Personen, zonder resultaat');

  // Favorieten, in their sortable list; what a screen reader hears while one is moved.
  await nav(page, 'Favorieten').click();
  await expect(page).toHaveTitle('Favorieten – Switchboard');
  await expect(page.getByRole('status').filter({ hasText: /favorieten$/ })).toHaveText(
    /^\d+ favorieten$/,
  );
  await expectAllDutch(page, 'Favorieten');
  await shoot(page, 'favorites');
  const handle = page
    .getByRole('list', { name: 'Favorieten' })
    .getByRole('button', { name: / verplaatsen$/ })
    .first();
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: / opgepakt\./ })).toHaveText(
    /^.+ opgepakt\. Staat op plaats 1 van \d+\.$/,
  );
  await expectAllDutch(page, 'a favorite being moved');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('status').filter({ hasText: /geannuleerd/ })).toBeVisible();

  // Webpagina's: a page in its frame, and one that refuses to be framed.
  await nav(page, 'Webpagina’s').click();
  await expect(page).toHaveTitle('Webpagina’s – Switchboard');
  const pages = page.getByRole('navigation', { name: 'Je webpagina’s' });
  await expect(page.getByRole('toolbar', { name: /: paginaknoppen$/ })).toBeVisible();
  await expectAllDutch(page, 'Webpagina’s');
  await shoot(page, 'web-pages');
  await pages.getByRole('button').last().click();
  await expect(page.getByRole('alert')).toHaveText(/de site staat dat niet toe/);
  await expectAllDutch(page, 'a web page that refuses framing');

  // Beheer for an administrator: the phone templates first (tenants are the master's).
  await nav(page, 'Beheer').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Telefoonsjablonen' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Telefoonsjablonen' })).toBeVisible();
  await expect(page).toHaveTitle('Beheer – Switchboard');
  await expectAllDutch(page, 'Beheer');
  await shoot(page, 'admin');

  // Main's sentences: a wrong password, said by the server's code, in Dutch.
  await nav(page, 'Instellingen').click();
  await page.getByRole('button', { name: 'Afmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Aanmelden bij Switchboard' })).toBeVisible();
  const user = account('user');
  await page.getByLabel('Gebruikersnaam').fill(user.userName);
  await page.getByLabel('Wachtwoord').fill('niet-dit');
  await page.getByRole('button', { name: 'Aanmelden', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Onjuiste gebruikersnaam of onjuist wachtwoord.',
  );
  await expectAllDutch(page, 'Aanmelden');
  await shoot(page, 'sign-in-error');
  await page.getByLabel('Wachtwoord').fill(user.password);
  await page.getByRole('button', { name: 'Aanmelden', exact: true }).click();

  // The review prompt after a call.
  await nav(page, 'Instellingen').click();
  await page
    .getByLabel('Vragen om oproepen te beoordelen')
    .selectOption({ label: 'Na elke oproep' });
  await nav(page, 'Geschiedenis').click();
  await expect(syncStatus(page)).toContainText('Bijgewerkt', { timeout: 60_000 });
  await simulatorEvent(sim(), { type: 'call', durationSec: 95 });
  await page.waitForTimeout(4_500);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  const prompt = page.getByRole('complementary', { name: 'Beoordeel je laatste oproep' });
  await expect(prompt).toBeVisible({ timeout: 15_000 });
  await expect(prompt.getByRole('heading')).toHaveText(/^Hoe was het gesprek( met .+)?\?$/);
  await expect(prompt.getByText('Gespreksduur 1:35')).toBeVisible();
  await expectAllDutch(page, 'the review prompt');
  await shoot(page, 'review-prompt');
  await prompt.getByRole('button', { name: 'Niet nu' }).click();

  // A missed call's desktop notification, in Dutch.
  await simulatorEvent(sim(), { type: 'call', direction: 'missed', durationSec: 0 });
  await expect
    .poll(async () => (await notifications()).map((n) => n.title), { timeout: 20_000 })
    .toContain('Gemiste oproep');

  // A restart keeps Dutch: a new host on the same profile (the sign-in was remembered), on
  // another address, so nothing of the page's own storage comes along.
  await openHost();
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Verbinding: Verbonden' })).toBeVisible();
  await expectAllDutch(page, 'the shell after a restart');
});

test('the admin area speaks Dutch on every screen, rule and prompt @screenshots', async ({
  page,
  openHost,
}) => {
  test.setTimeout(240_000);
  await openHost();
  // The master administrator sees every resource of the area.
  const master = sim().accounts.find((a) => a.role === 'master');
  if (!master) throw new Error('no master account');
  await signIn(page, { server: originOf(sim().baseUrl), ...master });
  await speakDutch(page);
  await nav(page, 'Beheer').click();
  const resources = page.getByRole('navigation', { name: 'Beheeronderdelen' });
  const open = async (resource: string) => {
    await resources.getByRole('button', { name: resource }).click();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  };

  // Tenants: the list with more columns and the usage statistics, then a tenant's form.
  await open('Tenants');
  await page.getByText('Meer kolommen').click();
  await page.getByRole('checkbox', { name: 'Licenties' }).check();
  await page.getByRole('checkbox', { name: 'Totaal schijfgebruik' }).check();
  await page.getByRole('button', { name: 'Gebruiksstatistieken laden' }).click();
  const tenants = page.getByRole('table', { name: 'Tenants' });
  await expect(tenants.getByRole('columnheader', { name: 'Gebruiksstatistieken' })).toBeVisible();
  await expect(tenants.locator('tbody tr').first()).toBeVisible();
  await expectAllDutch(page, 'Tenants');
  await shoot(page, 'admin-tenants', true);
  await page.getByRole('button', { name: 'Acme wijzigen' }).click();
  await expect(page.getByRole('form', { name: 'Tenant Acme' })).toBeVisible();
  await page.getByRole('button', { name: 'Licentie toevoegen' }).click();
  await expect(page.getByText('Nieuwe licentie', { exact: true })).toBeVisible();
  await expectAllDutch(page, 'a tenant');
  await shoot(page, 'admin-tenant');

  // Leaving a form with unsaved changes asks, in Dutch.
  await resources.getByRole('button', { name: 'Telefoonsjablonen' }).click();
  const leave = page.getByRole('dialog', { name: 'Weggaan zonder op te slaan?' });
  await expect(leave).toBeVisible();
  await expectAllDutch(page, 'the leave prompt');
  await shoot(page, 'admin-leave');
  await leave.getByRole('button', { name: 'Wijzigingen weggooien' }).click();

  // Phone templates: the list, then a template with its function and soft keys.
  await expect(page.getByRole('list', { name: 'Telefoonsjablonen' })).toBeVisible();
  await expectAllDutch(page, 'Telefoonsjablonen');
  await page.getByRole('button', { name: 'Desk phones openen' }).click();
  await expect(page.getByRole('group', { name: 'Functietoets 1' })).toBeVisible();
  await expectAllDutch(page, 'a phone template');
  await shoot(page, 'admin-template');

  await open('Groepen van telefoonlijnen');
  await page.getByRole('button', { name: 'Support pickup openen' }).click();
  await expect(page.getByRole('list', { name: 'Lijnen' })).toBeVisible();
  await expectAllDutch(page, 'a phone line group');

  // A report schedule with its previous results, their dates in Dutch.
  await open('Rapportplanningen');
  await page.getByRole('button', { name: 'Daily call statistics openen' }).click();
  const results = page.getByRole('table', { name: 'Eerdere resultaten' });
  await expect(results).toBeVisible();
  await expect(results.locator('tbody td').first()).toHaveText(
    /^\d{1,2} (jan|feb|mrt|apr|mei|jun|jul|aug|sep|okt|nov|dec)\.? \d{4}/,
  );
  await expectAllDutch(page, 'a report schedule');
  await shoot(page, 'admin-report-schedule');

  await open('Provisioningrecords');
  await page.getByRole('list', { name: 'Provisioningrecords' }).getByRole('button').first().click();
  await expect(page.getByRole('table', { name: 'Instellingen van de leverancier' })).toBeVisible();
  await expectAllDutch(page, 'a provisioning record');

  await open('Audiobestanden');
  await page.getByRole('button', { name: 'Welcome message openen' }).click();
  await expect(page.getByRole('region', { name: 'Bestand', exact: true })).toBeVisible();
  await expectAllDutch(page, 'an audio file');

  await open('Provisioninginstellingen');
  await expect(page.getByLabel('Registratiepoort')).not.toHaveValue('');
  await expectAllDutch(page, 'Provisioninginstellingen');

  // Backups: the schedule, its logs and a log's details.
  await open('Back-ups');
  await page.getByRole('button', { name: 'Nightly backup openen' }).click();
  const logs = page.getByRole('table', { name: 'Back-uplogboeken' });
  await logs
    .getByRole('button', { name: /^De details tonen/ })
    .first()
    .click();
  await expect(logs.getByRole('note')).toBeVisible();
  await expectAllDutch(page, 'Back-ups');
  await shoot(page, 'admin-backups');

  // E-mail settings: a broken rule is said in Dutch, then the review of the change.
  await open('E-mailinstellingen');
  const address = page.getByLabel('E-mailadres van de beheerder');
  await expect(address).not.toHaveValue('');
  await address.fill('geen adres');
  await page.getByRole('button', { name: 'Wijzigingen bekijken' }).click();
  await expect(page.getByText('Vul een e-mailadres in, zoals naam@example.com.')).toBeVisible();
  await expectAllDutch(page, 'a broken rule');
  await address.fill('beheer@example.org');
  await page.getByRole('button', { name: 'Wijzigingen bekijken' }).click();
  await expect(page.getByRole('table', { name: 'Wat er verandert' })).toBeVisible();
  await expectAllDutch(page, 'the review of a change');
  await shoot(page, 'admin-review');
});

test.describe('a browser whose language is Dutch', () => {
  test.use({ locale: 'nl-NL' });

  test('starts in Dutch, and the demo too @screenshots', async ({ page, openHost }) => {
    await openHost();
    await expect(page.getByRole('heading', { name: 'Aanmelden bij Switchboard' })).toBeVisible();
    await expectAllDutch(page, 'Aanmelden');
    await shoot(page, 'sign-in');
    await page.getByRole('button', { name: 'Demo proberen' }).click();
    await expect(page.getByRole('status', { name: 'Verbinding: Verbonden' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Gesprekken' })).toBeVisible();
    await expect(page.getByText('Demomodus')).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Gesprekken' }).getByRole('button').first(),
    ).toBeVisible({ timeout: 30_000 });
    await expectAllDutch(page, 'Gesprekken');
    await shoot(page, 'conversations', true);
  });
});
