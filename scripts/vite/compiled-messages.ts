import { parse } from '@formatjs/icu-messageformat-parser';
import ts from 'typescript';
import { type Plugin } from 'vite';

/** The message catalogues (`src/shared/i18n/messages/**`): every file, every language. */
const catalogueFile = /[\\/]src[\\/]shared[\\/]i18n[\\/]messages[\\/].+\.ts$/;

/**
 * The renderer's messages compiled to FormatJS's AST at build time, so the page carries no ICU
 * parser (FormatJS's "pre-compile messages to AST" and "remove the parser"). Each catalogue's
 * `'key': 'ICU message'` becomes `'key': [ …its AST… ]` (a message that does not parse fails
 * the build), and `@formatjs/icu-messageformat-parser` resolves to its `no-parser` variant,
 * which formats an AST and throws for a string. Main and the tests keep the strings and the
 * parser; `test/i18n` checks that every message parses.
 */
export function compiledMessages(): Plugin {
  return {
    name: 'switchboard-compiled-messages',
    apply: 'build',
    // Before TypeScript is stripped: the catalogue is read with TypeScript's own parser.
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    transform(code, id) {
      if (!catalogueFile.test(id)) return null;
      // Every message stays on its line, so the lines' source map is kept as it was.
      return { code: compileCatalogue(code, id), map: null };
    },
  };
}

/** A catalogue's source with each message (a string property of an object) as its AST. */
export function compileCatalogue(code: string, fileName = 'catalogue.ts'): string {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true);
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isObjectLiteralExpression(node.parent) &&
      (ts.isStringLiteral(node.initializer) || ts.isNoSubstitutionTemplateLiteral(node.initializer))
    ) {
      const key = node.name.getText(source);
      let ast;
      try {
        ast = parse(node.initializer.text);
      } catch (error) {
        throw new Error(
          `compiledMessages: ${key} in ${fileName} does not parse: ${String(error)}`,
          {
            cause: error,
          },
        );
      }
      edits.push({
        start: node.initializer.getStart(source),
        end: node.initializer.getEnd(),
        text: JSON.stringify(ast),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let compiled = code;
  for (const { start, end, text } of edits.reverse()) {
    compiled = compiled.slice(0, start) + text + compiled.slice(end);
  }
  return compiled;
}
