import { dialableNumber } from '../../shared/interface';
import { type SimState } from '../context';
import { callParty } from '../seed/communications';
import { partyOfAddressable } from '../store/factory';
import { type Party, type UserRecord } from '../store/types';

const sameNumber = (stored: string | undefined, dialled: string) =>
  stored !== undefined && dialableNumber(stored) === dialled;

/**
 * Who a dialled number reaches in the caller's tenant: the colleague whose line has it, a
 * contact with it, or nobody known (the number itself).
 */
export function resolveCallee(
  state: SimState,
  caller: UserRecord,
  number: string,
): { party: Party; user?: UserRecord } {
  const { store } = state;
  const users = store.usersByTenant.get(caller.tenantOid)?.items ?? [];
  const user = users.find(
    (u) => !u.disabled && sameNumber(store.phoneLines.get(u.primaryLine.oid)?.number, number),
  );
  if (user) return { party: callParty(state, user), user };
  const contacts = store.addressablesByTenant.get(caller.tenantOid)?.items ?? [];
  const contact = contacts.find((a) => !a.userOid && sameNumber(a.phoneNumber, number));
  if (contact) return { party: partyOfAddressable(contact) };
  return { party: { name: number, address: number } };
}
