import { type peopleCalls } from '../../../shared/contract/people-calls';
import { isNotAvailable } from '../../../shared/api-error';
import { type UserWhere } from '../../../shared/interface';
import { ApiError, patch } from '../../api';
import { colleagueOf, PEOPLE_INCLUDES, presenceOf } from '../../common/colleagues';
import { type Handlers } from '../handler-registry';
import { type HandlerContext } from './context';

type Name = Extract<
  keyof typeof peopleCalls,
  'people.page' | 'people.presence' | 'people.chatSession' | 'favorites.get' | 'favorites.update'
>;

/** Pages are asked large; the server may answer fewer (it caps pages silently). */
const PAGE = 500;

/** A read the server does not have (404/405 on a read beyond the interface): say so, not fail. */
async function unlessNotAvailable<T>(read: () => Promise<T>, otherwise: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError && isNotAvailable(error.toInfo())) return otherwise;
    throw error;
  }
}

/** The cursor to go on from: none once a page is empty (a short page is not the end). */
const following = (page: { items: unknown[]; nextId?: string | undefined }) =>
  page.items.length > 0 && page.nextId !== undefined ? { nextId: page.nextId } : {};

/** People (4.8, the guide's presence list and chat with a person) and Favorites (4.15). */
export function peopleHandlers({ session }: HandlerContext): Pick<Handlers, Name> {
  const signedInAs = () => {
    const state = session.current();
    return state.status === 'signed-in' || state.status === 'reauth-required'
      ? state.user.userName
      : undefined;
  };

  return {
    'people.page': ({ after, limit, where }) =>
      session.withClient(async (client) => {
        const condition: UserWhere | undefined =
          where &&
          ('userName' in where
            ? { userName: where.userName }
            : { 'provisioningAddresses.address': where.address });
        const page = await client.users.list({
          limit: limit ?? PAGE,
          include: [...PEOPLE_INCLUDES],
          ...(after !== undefined && { after }),
          ...(condition && { where: condition }),
        });
        const me = signedInAs();
        const items = page.items
          .filter((user) => user.active !== false && user.userName !== me)
          .map(colleagueOf);
        return { items, ...following(page) };
      }),
    'people.presence': ({ after, limit }) =>
      session.withClient((client) =>
        unlessNotAvailable(
          async () => {
            const page = await client.presence.list({
              limit: limit ?? PAGE,
              ...(after !== undefined && { after }),
            });
            return {
              available: true as boolean,
              items: page.items.map(presenceOf),
              ...following(page),
            };
          },
          { available: false as boolean, items: [] },
        ),
      ),
    'people.chatSession': ({ person }) =>
      session.withClient(async (client) => {
        const chat = await client.addressables.chatSession(person);
        return { session: chat.oid, disabled: chat.disabled === true };
      }),
    'favorites.get': () =>
      session.withClient((client) =>
        unlessNotAvailable(
          async () => {
            const list = await client.favorites.get();
            const items = list.x1ListItems.map((entry) => ({
              item: entry.oid,
              orderNumber: entry.orderNumber,
              referable: {
                oid: entry.referable.oid,
                name: entry.referable.commonName,
                objectType: entry.referable.objectType,
              },
            }));
            return { available: true as boolean, items };
          },
          { available: false, items: [] },
        ),
      ),
    'favorites.update': async ({ changes }) => {
      await session.withClient(async (client) => {
        const operations = patch('favorites');
        for (const change of changes) {
          if (change.op === 'add') {
            operations.addToList('x1ListItems', {
              relate: change.referable,
              orderNumber: change.orderNumber,
            });
          } else if (change.op === 'remove') {
            operations.removeFromList('x1ListItems', change.item);
          } else {
            operations.updateInList('x1ListItems', change.item, {
              orderNumber: change.orderNumber,
            });
          }
        }
        await client.favorites.update(operations);
      });
    },
  };
}
