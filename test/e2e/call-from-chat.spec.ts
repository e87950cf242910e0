import { dialableNumber } from '../../src/shared/interface';
import {
  expect,
  openConversation,
  partyOf,
  readerClient,
  screenshot,
  signInTo,
  simulatorEvent,
  test,
} from './harness';
import { callBar, callsOnServer, newCall, phoneTwinSimulator } from './phone-twin';

/**
 * Calls from a conversation: its header's Call, and call links in chat text (`tel:`, `callto:`,
 * `sip:`: a click asks to confirm the number); each goes out through the PBX, checked on the
 * screen and on the simulator.
 */
const sim = phoneTwinSimulator();
const user = () => sim().accounts.find((a) => a.userName === 'user')!;

test("a conversation's header calls the other person @screenshots", async ({ page, openHost }) => {
  const client = await readerClient(sim(), user());
  const session = sim().fixtures.chatSession;
  const party = await partyOf(client, session);
  const [chat, me] = await Promise.all([client.chats.get(session), client.me.info()]);
  const other = chat.participants.find((p) => p.oid !== me.person.oid)!;
  // Their line's number, as the PBX dials it.
  let number: string | undefined;
  for await (const users of client.users.walk({
    limit: 100,
    include: ['person', 'primaryLine.phones.phone.phoneNumber'],
  })) {
    const theirs = users.items.find((u) => u.person?.oid === other.oid);
    number ??= /"phoneNumber":"([^"]+)"/.exec(JSON.stringify(theirs ?? {}))?.[1];
  }
  expect(number, `${party} has a line`).toBeTruthy();

  await openHost();
  await signInTo(page, sim(), user());
  await openConversation(page, party);
  const before = (await callsOnServer(sim())).length;
  await page.getByRole('button', { name: `Call ${party}` }).click();
  expect(await newCall(sim(), before)).toMatchObject({
    userName: 'user',
    to: dialableNumber(number!),
  });
  await expect(callBar(page).getByRole('status')).toContainText(`Pick it up to call ${party}`);
  await screenshot(page, 'call-from-chat-header');
  await page.setViewportSize({ width: 800, height: 600 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, 'call-from-chat-header-800-dark');
});

test('a tel: link in a chat message asks to confirm the number, then places the call @screenshots', async ({
  page,
  openHost,
}) => {
  const session = sim().fixtures.chatSession;
  const party = await partyOf(await readerClient(sim(), user()), session);
  await openHost();
  await signInTo(page, sim(), user());
  const { thread } = await openConversation(page, party);
  await simulatorEvent(sim(), {
    type: 'incomingChat',
    chatSession: session,
    text: 'Ring the desk on tel:+31-20-555-0199, or sip:ann@example.com.',
  });
  const message = thread.getByRole('article').filter({ hasText: 'Ring the desk' });
  // A SIP address without a number is left as text; the tel: link names its number.
  await expect(message.getByRole('link')).toHaveCount(1);
  const link = message.getByRole('link', { name: 'tel:+31-20-555-0199' });
  await expect(link).toHaveAttribute('href', 'tel:+31205550199');

  const before = (await callsOnServer(sim())).length;
  await link.click();
  const dialog = page.getByRole('dialog', { name: 'Call this number?' });
  await expect(dialog.getByLabel('Number')).toHaveValue('+31205550199');
  // Nothing is dialled until the user says so; Call has the focus, Enter says so.
  await expect(dialog.getByRole('button', { name: 'Call' })).toBeFocused();
  await screenshot(page, 'call-link-confirm');
  expect(await callsOnServer(sim())).toHaveLength(before);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  expect(await newCall(sim(), before)).toMatchObject({ userName: 'user', to: '+31205550199' });
  await expect(callBar(page).getByRole('status')).toContainText('Your phone is ringing');
});
