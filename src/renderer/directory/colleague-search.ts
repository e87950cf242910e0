import { type Colleague } from '../../shared/contract';

/** Lower case without accents: "Zoë" is found by "zoe". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

interface Entry {
  colleague: Colleague;
  name: string;
  /** Where every word of the name starts, for "word starts with" matches. */
  words: string[];
  /** Name, user name, extension, number and e-mail: what a query may match anywhere. */
  text: string;
  digits: string;
}

/** A query counts as a number when it is mostly digits (spaces, +, - and dots allowed). */
const numberQuery = (query: string) => /^[\d\s+\-.()]{3,}$/.test(query);

/**
 * Search over the colleagues already loaded, for each keystroke: built once per load (the folded
 * texts), then a query is one pass over the entries with no allocation per entry but a match.
 * Every word typed must appear; a name that starts with the query comes first, then a name word
 * that starts with it, then a user name, extension or number that does, then anything else;
 * within a rank, by name. Numbers match on digits, so "0104" finds "+31 20 555 0104".
 */
export class ColleagueIndex {
  private readonly entries: Entry[];

  constructor(colleagues: readonly Colleague[]) {
    const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
    this.entries = [...colleagues]
      .sort((a, b) => collator.compare(a.name, b.name))
      .map((colleague) => {
        const name = foldText(colleague.name);
        const extra = [colleague.userName, colleague.extension, colleague.number, colleague.email]
          .filter((v) => v !== undefined)
          .map(foldText);
        return {
          colleague,
          name,
          words: name.split(/[\s.\-']+/).filter(Boolean),
          text: [name, ...extra].join('\n'),
          digits: `${digitsOf(colleague.extension ?? '')}\n${digitsOf(colleague.number ?? '')}`,
        };
      });
  }

  get size(): number {
    return this.entries.length;
  }

  /** Matches of `query`, best first (all colleagues by name for an empty query). */
  search(query: string): Colleague[] {
    const folded = foldText(query.trim());
    if (folded === '') return this.entries.map((e) => e.colleague);
    if (numberQuery(folded)) {
      const digits = digitsOf(folded);
      return this.entries.filter((e) => e.digits.includes(digits)).map((e) => e.colleague);
    }
    const tokens = folded.split(/\s+/);
    const first = tokens[0] ?? '';
    const ranks: Colleague[][] = [[], [], [], []];
    for (const entry of this.entries) {
      if (!tokens.every((t) => entry.text.includes(t))) continue;
      const rank = entry.name.startsWith(folded)
        ? 0
        : entry.words.some((w) => w.startsWith(first))
          ? 1
          : entry.text.includes(`\n${first}`)
            ? 2
            : 3;
      ranks[rank]?.push(entry.colleague);
    }
    return ranks.flat();
  }
}
