import { type Page } from '@playwright/test';
import { dialableNumber } from '../../src/shared/interface';
import { startSimulator, type RunningSimulator, type SimulatorOptions } from '../../src/simulator';
import { expect, readerClient, test } from './harness';

/**
 * The simulator's phone twin as the calling specs drive and read it: the calls the PBX placed
 * (`GET /__simulator/calls`), the far side's steps, and the users' lines.
 */
/**
 * A simulator for the spec's tests whose far side is played by hand (nobody answers by
 * themselves); every call still running ends after each test. Call at the spec's top level.
 */
export function phoneTwinSimulator(
  options: Omit<SimulatorOptions, 'port' | 'controlApi' | 'phone'> = {},
): () => RunningSimulator {
  let running: RunningSimulator | undefined;
  test.beforeAll(async () => {
    running = await startSimulator({
      ...options,
      port: 0,
      controlApi: true,
      phone: { deviceAnswerMs: null, outcome: 'manual', ringTimeoutMs: 120_000 },
    });
  });
  test.afterAll(async () => {
    await running?.close();
  });
  test.afterEach(() => hangUpAll(running!));
  return () => running!;
}

export interface ControlCall {
  id: string;
  userName: string;
  from: string;
  to: string;
  /** Placed with `twin_call`: the device's twin rang first. */
  twin: boolean;
  state: string;
  outcome: string | null;
  channels: { callId: string; channelId: string; phone?: string; role: string; state: string }[];
}

export async function callsOnServer(sim: RunningSimulator): Promise<ControlCall[]> {
  const answer = await fetch(`${sim.baseUrl}/__simulator/calls`);
  return ((await answer.json()) as { data: ControlCall[] }).data;
}

export async function step(
  sim: RunningSimulator,
  call: ControlCall,
  action: 'answer' | 'reject' | 'hangup',
): Promise<void> {
  const answer = await fetch(`${sim.baseUrl}/__simulator/calls/${call.id}/${action}`, {
    method: 'POST',
  });
  expect(answer.ok).toBe(true);
}

/** The one call placed since `before` calls were on the server. */
export async function newCall(sim: RunningSimulator, before: number): Promise<ControlCall> {
  await expect.poll(async () => (await callsOnServer(sim)).length).toBe(before + 1);
  return (await callsOnServer(sim))[before]!;
}

/** Every call still running ends (between tests). */
export async function hangUpAll(sim: RunningSimulator): Promise<void> {
  for (const call of await callsOnServer(sim)) {
    if (call.state !== 'ended') await step(sim, call, 'hangup');
  }
}

/** A user's name and their line's number (as the PBX dials it), read from the server. */
export async function lineOf(
  sim: RunningSimulator,
  reader: { userName: string; password: string },
  userName: string,
) {
  const client = await readerClient(sim, reader);
  const found = await client.users.list({
    where: { userName },
    include: ['person', 'primaryLine.phones.phone.phoneNumber'],
  });
  const number = /"phoneNumber":"([^"]+)"/.exec(JSON.stringify(found.items))?.[1] ?? '';
  return { name: found.items[0]?.person?.commonName ?? '', number: dialableNumber(number) ?? '' };
}

/** The call bar, by its name in the page's language. */
export const callBar = (page: Page, name = 'Current call') => page.getByRole('region', { name });

/** A colleague (`from`) calls `userName`'s line: the control API's `ringLine`. */
export async function ringLine(
  sim: RunningSimulator,
  userName: string,
  from: string,
): Promise<ControlCall> {
  const answer = await fetch(`${sim.baseUrl}/__simulator/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'ringLine', userName, from }),
  });
  expect(answer.ok).toBe(true);
  return (await answer.json()) as ControlCall;
}
