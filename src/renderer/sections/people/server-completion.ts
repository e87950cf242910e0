import { type Colleague, type ColleagueWhere } from '../../../shared/contract';

/**
 * What to ask 4.8 for when the colleagues already loaded do not hold the one typed: an e-mail
 * address or a phone number goes to the provisioning-address filter, a single word to the
 * user name filter (both exact on the server). Anything else is searched locally only.
 */
export function serverQueryFor(query: string): ColleagueWhere | undefined {
  const typed = query.trim();
  if (typed.length < 3) return undefined;
  if (/^\S+@\S+\.\S+$/.test(typed)) return { address: typed };
  if (/^\+?[\d\s\-.()]{6,}$/.test(typed)) return { address: typed };
  if (/^[^\s@]+$/.test(typed)) return { userName: typed };
  return undefined;
}

/**
 * Part of an e-mail address ("anna@", "@example.com"): the server finds users by a whole address
 * only, and the directory's users carry no addresses of their own (4.8 includes none), so only
 * an address typed whole, or one found that way before, can be found.
 */
export function partOfAnAddress(query: string): boolean {
  const typed = query.trim();
  return typed.includes('@') && serverQueryFor(typed) === undefined;
}

/** Whether a loaded colleague already is exactly what the query names (no need to ask). */
export function answeredLocally(where: ColleagueWhere, colleagues: readonly Colleague[]): boolean {
  const wanted = 'userName' in where ? where.userName : where.address;
  const digits = (v: string) => v.replace(/\D/g, '');
  return colleagues.some((c) =>
    'userName' in where
      ? c.userName?.toLowerCase() === wanted.toLowerCase()
      : c.email?.toLowerCase() === wanted.toLowerCase() ||
        (digits(wanted).length > 0 && digits(c.number ?? '') === digits(wanted)),
  );
}
