import { z } from 'zod';
import { type Colleague } from '../../shared/contract';
import { type Presence, type User, type UserInclude } from '../../shared/interface';

/**
 * What People asks 4.8 to include: exactly what a colleague's row shows (name, user name, the
 * line's do-not-disturb and redirection, whether a phone is registered, its number and the
 * extension), and nothing that costs the server more.
 */
export const PEOPLE_INCLUDES: readonly UserInclude[] = [
  'person',
  'active',
  'userName',
  'primaryLine.userPhoneLine.doNotDisturb',
  'primaryLine.userPhoneLine.redirectionActive',
  'primaryLine.userPhoneLine.redirection',
  'primaryLine.phones.phone.isRegistered',
  'primaryLine.phones.phone.phoneNumber',
  'primaryLine.extensions',
];

/** The parts of an included primary line People reads; anything else a server sends is ignored. */
const lineSchema = z.looseObject({
  userPhoneLine: z
    .looseObject({
      doNotDisturb: z.boolean().optional(),
      redirectionActive: z.boolean().optional(),
      redirection: z.string().optional(),
    })
    .optional(),
  phones: z
    .array(
      z.looseObject({
        phone: z
          .looseObject({ isRegistered: z.boolean().optional(), phoneNumber: z.string().optional() })
          .optional(),
      }),
    )
    .optional(),
  extensions: z.array(z.string()).optional(),
});

/** A Person with telecom addresses (guide: addressables_get.html), where a server includes them. */
const personSchema = z.looseObject({
  telecomAddresses: z
    .array(z.looseObject({ addressType: z.string().optional(), address: z.string().optional() }))
    .optional(),
});

const nonEmpty = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** A 4.8 user as People shows it; a line shaped otherwise than the guide's leaves its facts out. */
export function colleagueOf(user: User): Colleague {
  const line = lineSchema.safeParse(user.primaryLine ?? {});
  const { userPhoneLine, phones, extensions } = line.success ? line.data : {};
  const phonesOf = phones?.map((p) => p.phone).filter((p) => p !== undefined) ?? [];
  const number = nonEmpty(phonesOf.find((p) => nonEmpty(p.phoneNumber))?.phoneNumber);
  const registered = phonesOf.some((p) => p.isRegistered !== undefined)
    ? phonesOf.some((p) => p.isRegistered === true)
    : undefined;
  const person = personSchema.safeParse(user.person ?? {});
  const email = nonEmpty(
    person.success
      ? person.data.telecomAddresses?.find((a) => /mail/i.test(a.addressType ?? ''))?.address
      : undefined,
  );
  const redirectionTo = nonEmpty(userPhoneLine?.redirection);
  const extension = nonEmpty(extensions?.[0]);
  return {
    oid: user.oid,
    ...(user.person && { person: user.person.oid }),
    name: user.person?.commonName ?? user.commonName,
    ...(user.userName !== undefined && { userName: user.userName }),
    ...(extension !== undefined && { extension }),
    ...(number !== undefined && { number }),
    ...(email !== undefined && { email }),
    ...(userPhoneLine?.doNotDisturb !== undefined && {
      doNotDisturb: userPhoneLine.doNotDisturb,
    }),
    ...(userPhoneLine?.redirectionActive !== undefined && {
      redirection: {
        active: userPhoneLine.redirectionActive,
        ...(redirectionTo !== undefined && { to: redirectionTo }),
      },
    }),
    ...(registered !== undefined && { registered }),
  };
}

/** A presence entry as People shows it: by the person it belongs to. */
export function presenceOf(entry: Presence) {
  const message = nonEmpty(entry.message);
  const location = nonEmpty(entry.location);
  return {
    person: entry.addressable.oid,
    status: entry.status,
    ...(message !== undefined && { message }),
    ...(location !== undefined && { location }),
  };
}
