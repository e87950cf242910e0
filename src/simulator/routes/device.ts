import {
  channelIdSchema,
  deviceRegistrationSchema,
  dialableNumber,
  ServiceCode,
  type OperationId,
} from '../../shared/interface';
import { noContent, ok, type AuthedContext, type Handler } from '../context';
import { unpagedList } from '../envelope';
import { badRequest, parseInput, SimError } from '../errors';
import { runningCallsOf, type Device } from '../phone/calls';
import { deviceCallView } from '../phone/views';

/**
 * The session's device and its calls (guide: resources/me_device_*.html). Their tables give
 * 10050/10052 as 400 for the writes that take a payload and as 404 for the calls list and
 * transfers; the simulator answers each as its page does.
 */

function deviceOf(ctx: AuthedContext, status: 400 | 404): Device {
  const device = ctx.state.phone.deviceOf(ctx.session);
  if (!device) {
    throw new SimError(status, ServiceCode.NoDevice, 'no device is registered with the session');
  }
  return device;
}

/** The calls list and transfers: a device with a phone (its own or its twin). */
function callingDevice(ctx: AuthedContext): Device {
  const device = deviceOf(ctx, 404);
  if (device.phoneNumber === undefined && device.twinnedPhoneNumber === undefined) {
    throw new SimError(404, ServiceCode.NoDevicePhoneNumber, 'the device has no phone number');
  }
  return device;
}

/** A number of the registration, as the PBX dials it; 10202 for one it cannot. */
function numberField(value: string | undefined, name: string): string | undefined {
  if (value === undefined) return undefined;
  const number = dialableNumber(value);
  if (number === undefined) throw badRequest(`${name}: not a phone number that can be dialled`);
  return number;
}

const register: Handler = (ctx) => {
  const body: unknown = ctx.body;
  if (typeof body !== 'object' || body === null || !('uuid' in body)) {
    throw badRequest(
      'parameter is missing: no payload or UUID not specified',
      ServiceCode.NoContents,
    );
  }
  const input = parseInput(deviceRegistrationSchema, body, 'device');
  ctx.state.phone.register(ctx.session, {
    uuid: input.uuid,
    phoneNumber: numberField(input.phoneNumber, 'phoneNumber'),
    twinnedPhoneNumber: numberField(input.twinnedPhoneNumber, 'twinnedPhoneNumber'),
    deviceName: input.deviceName,
  });
  return noContent;
};

const unregister: Handler = (ctx) => {
  if (!ctx.state.phone.unregister(ctx.session)) {
    throw badRequest('no device is associated with the session', ServiceCode.NoDevice);
  }
  return noContent;
};

/** pbx_call and twin_call: the device, the capability, the phone rung first, the number. */
function dial(operation: Extract<OperationId, 'device.pbxCall' | 'device.twinCall'>): Handler {
  const twin = operation === 'device.twinCall';
  return (ctx) => {
    const { phone } = ctx.state;
    const device = deviceOf(ctx, 400);
    if (!twin && !phone.script.callInitiation) {
      throw new SimError(403, ServiceCode.NoPermission, 'PBX-Call-Initiation is not configured');
    }
    const from = twin ? device.twinnedPhoneNumber : device.phoneNumber;
    if (from === undefined) {
      throw twin
        ? badRequest('no twin phone number is registered with the device', ServiceCode.NoTwinNumber)
        : badRequest(
            'no phone number is registered with the device',
            ServiceCode.NoDevicePhoneNumber,
          );
    }
    const body: unknown = ctx.body;
    if (body === undefined || body === null || body === '') {
      throw badRequest('no phone number is specified', ServiceCode.NoContents);
    }
    const to = typeof body === 'string' ? dialableNumber(body) : undefined;
    if (to === undefined) throw badRequest('failed to decode the phone number');
    phone.place(ctx.state, ctx.session, from, to, twin);
    return noContent;
  };
}

const listCalls: Handler = (ctx) => {
  callingDevice(ctx);
  const data = runningCallsOf(ctx.state.phone.calls, ctx.session).flatMap((call) =>
    call.local ? [{ object: deviceCallView(call, call.local) }] : [],
  );
  return ok(unpagedList(ctx.url, data));
};

const noTwoCalls = (why: string) => new SimError(404, ServiceCode.ChatContentsInvalid, why);

/** The device's calls whose parties are connected: the ones a transfer can join. */
function connectedCalls(ctx: AuthedContext) {
  callingDevice(ctx);
  return runningCallsOf(ctx.state.phone.calls, ctx.session).filter((c) => c.state === 'connected');
}

const transfer: Handler = (ctx) => {
  const [a, b] = connectedCalls(ctx);
  if (!a || !b) throw noTwoCalls('the device has fewer than two connected calls');
  ctx.state.phone.transfer(ctx.state, a, b);
  return noContent;
};

const transferSelected: Handler = (ctx) => {
  const calls = connectedCalls(ctx);
  const target = channelIdSchema.safeParse(ctx.body);
  if (!target.success) throw noTwoCalls('the target channel is not specified');
  const find = (id: string) => calls.find((call) => call.local?.channelId === id);
  const a = find(ctx.params.channelId ?? '');
  const b = find(target.data);
  if (!a || !b || a === b) throw noTwoCalls('the source or target channel is not found');
  ctx.state.phone.transfer(ctx.state, a, b);
  return noContent;
};

export const deviceHandlers = {
  'device.register': register,
  'device.unregister': unregister,
  'device.pbxCall': dial('device.pbxCall'),
  'device.twinCall': dial('device.twinCall'),
  'device.calls': listCalls,
  'device.transfer': transfer,
  'device.transferSelected': transferSelected,
} satisfies Partial<Record<OperationId, Handler>>;
