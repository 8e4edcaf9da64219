// A JSON reader that remembers the line of every value, so import errors can say «строка 214»
// for a JSON file as they do for CSV. Values are exactly JSON.parse's; only positions are added.

export class JsonSyntaxError extends Error {
  constructor(
    readonly line: number,
    readonly column: number,
    message: string,
  ) {
    super(message);
  }
}

export interface LocatedJson {
  value: unknown;
  /** Line (1-based) where the value at `path` starts, or of its nearest located ancestor. */
  lineOf(path: readonly (string | number)[]): number | undefined;
}

/**
 * Parses JSON text and records the line where each value (object member or array element)
 * starts. Throws JsonSyntaxError with line and column on malformed input.
 */
export function parseJsonWithLines(text: string): LocatedJson {
  const lines = new Map<string, number>();
  let i = 0;
  let line = 1;
  let lineStart = 0;

  const fail = (what: string): never => {
    throw new JsonSyntaxError(line, i - lineStart + 1, what);
  };
  const ws = () => {
    for (;;) {
      const c = text[i];
      if (c === '\n') {
        line++;
        i++;
        lineStart = i;
      } else if (c === ' ' || c === '\t' || c === '\r' || c === '\uFEFF') i++;
      else return;
    }
  };
  const key = (path: (string | number)[]) => JSON.stringify(path);

  const value = (path: (string | number)[]): unknown => {
    ws();
    lines.set(key(path), line);
    const c = text[i];
    if (c === '{') {
      i++;
      const obj: Record<string, unknown> = {};
      ws();
      if (text[i] === '}') {
        i++;
        return obj;
      }
      for (;;) {
        ws();
        if (text[i] !== '"') fail('ожидается имя поля в кавычках');
        const name = string();
        ws();
        if (text[i] !== ':') fail('ожидается «:» после имени поля');
        i++;
        obj[name] = value([...path, name]);
        ws();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === '}') {
          i++;
          return obj;
        }
        fail('ожидается «,» или «}»');
      }
    }
    if (c === '[') {
      i++;
      const arr: unknown[] = [];
      ws();
      if (text[i] === ']') {
        i++;
        return arr;
      }
      for (;;) {
        arr.push(value([...path, arr.length]));
        ws();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === ']') {
          i++;
          return arr;
        }
        fail('ожидается «,» или «]»');
      }
    }
    if (c === '"') return string();
    const m = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(i, i + 64));
    if (m) {
      i += m[0].length;
      return Number(m[0]);
    }
    for (const [word, v] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return v;
      }
    }
    return fail(i >= text.length ? 'файл обрывается раньше времени' : `неожиданный символ «${c}»`);
  };

  const string = (): string => {
    const start = i;
    i++;
    for (;;) {
      const c = text[i];
      if (c === undefined || c === '\n') fail('незакрытая строка');
      if (c === '\\') i += 2;
      else if (c === '"') {
        i++;
        break;
      } else i++;
    }
    try {
      return JSON.parse(text.slice(start, i)) as string;
    } catch {
      return fail('неверная escape-последовательность в строке');
    }
  };

  const result = value([]);
  ws();
  if (i < text.length) fail('лишние символы после конца JSON');
  return {
    value: result,
    lineOf(path) {
      for (let n = path.length; n >= 0; n--) {
        const hit = lines.get(key(path.slice(0, n) as (string | number)[]));
        if (hit !== undefined) return hit;
      }
      return undefined;
    },
  };
}
