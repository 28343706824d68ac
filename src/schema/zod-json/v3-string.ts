import type { JsonNode, V3Def } from './v3-types';

/*
 * Regex sources emitted for zod v3 string checks that have no JSON Schema format. They
 * replicate the patterns zod-to-json-schema emits (case-insensitive flags spelled out).
 */
const PATTERNS = {
  cuid: '^[cC][^\\s-]{8,}$',
  cuid2: '^[0-9a-z]+$',
  ulid: '^[0-9A-HJKMNP-TV-Z]{26}$',
  ipv4Cidr: '^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\\/(3[0-2]|[12]?[0-9])$',
  ipv6Cidr:
    '^(([0-9a-fA-F]{1,4}:){7,7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:)|fe80:(:[0-9a-fA-F]{0,4}){0,4}%[0-9a-zA-Z]{1,}|::(ffff(:0{1,4}){0,1}:){0,1}((25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9])\\.){3,3}(25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9])|([0-9a-fA-F]{1,4}:){1,4}:((25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9])\\.){3,3}(25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9]))\\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$',
  base64url: '^([0-9a-zA-Z-_]{4})*(([0-9a-zA-Z-_]{2}(==)?)|([0-9a-zA-Z-_]{3}(=)?))?$',
  nanoid: '^[a-zA-Z0-9_-]{21}$',
  jwt: '^[A-Za-z0-9-_]+\\.[A-Za-z0-9-_]+\\.[A-Za-z0-9-_]*$',
  emoji: '^(\\p{Extended_Pictographic}|\\p{Emoji_Component})+$',
} as const;

/** The fixed pattern the reference adds to every `format: 'email'` string node. */
export const EMAIL_PATTERN = "^(?!\\.)(?!.*\\.\\.)([A-Za-z0-9_'+\\-\\.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9\\-]*\\.)+[A-Za-z]{2,}$";

// Characters left unescaped in startsWith/endsWith/includes literals. The upstream set
// omits `W` and `w`, so those two letters get a backslash too; kept for parity.
const UNESCAPED = new Set('ABCDEFGHIJKLMNOPQRSTUVXYZabcdefghijklmnopqrstuvxyz0123456789');

function literalSource(value: string): string {
  let out = '';
  for (const ch of value) out += UNESCAPED.has(ch) ? ch : `\\${ch}`;
  return out;
}

function addFormat(node: JsonNode, format: string): void {
  const anyOf = node.anyOf as JsonNode[] | undefined;
  if (node.format || anyOf?.some((x) => x.format)) {
    const list = anyOf ?? [];
    node.anyOf = list;
    if (node.format) {
      list.push({ format: node.format });
      delete node.format;
    }
    list.push({ format });
  } else {
    node.format = format;
  }
}

function addPattern(node: JsonNode, source: string): void {
  const allOf = node.allOf as JsonNode[] | undefined;
  if (node.pattern || allOf?.some((x) => x.pattern)) {
    const list = allOf ?? [];
    node.allOf = list;
    if (node.pattern) {
      list.push({ pattern: node.pattern });
      delete node.pattern;
    }
    list.push({ pattern: source });
  } else {
    node.pattern = source;
  }
}

function setMin(node: JsonNode, value: number): void {
  node.minLength = typeof node.minLength === 'number' ? Math.max(node.minLength, value) : value;
}

function setMax(node: JsonNode, value: number): void {
  node.maxLength = typeof node.maxLength === 'number' ? Math.min(node.maxLength, value) : value;
}

interface StringCheck {
  kind: string;
  value?: unknown;
  regex?: RegExp;
  version?: string;
}

/** Converts a zod v3 `ZodString` def, check by check, as zod-to-json-schema does. */
export function parseV3String(def: V3Def): JsonNode {
  const node: JsonNode = { type: 'string' };
  const checks = Array.isArray(def.checks) ? (def.checks as StringCheck[]) : [];
  for (const check of checks) {
    switch (check.kind) {
      case 'min':
        setMin(node, check.value as number);
        break;
      case 'max':
        setMax(node, check.value as number);
        break;
      case 'length':
        setMin(node, check.value as number);
        setMax(node, check.value as number);
        break;
      case 'email':
        addFormat(node, 'email');
        break;
      case 'url':
        addFormat(node, 'uri');
        break;
      case 'uuid':
      case 'date':
      case 'time':
      case 'duration':
        addFormat(node, check.kind);
        break;
      case 'datetime':
        addFormat(node, 'date-time');
        break;
      case 'ip':
        if (check.version !== 'v6') addFormat(node, 'ipv4');
        if (check.version !== 'v4') addFormat(node, 'ipv6');
        break;
      case 'cidr':
        if (check.version !== 'v6') addPattern(node, PATTERNS.ipv4Cidr);
        if (check.version !== 'v4') addPattern(node, PATTERNS.ipv6Cidr);
        break;
      case 'regex':
        if (check.regex) addPattern(node, check.regex.source);
        break;
      case 'startsWith':
        addPattern(node, new RegExp(`^${literalSource(String(check.value))}`).source);
        break;
      case 'endsWith':
        addPattern(node, new RegExp(`${literalSource(String(check.value))}$`).source);
        break;
      case 'includes':
        addPattern(node, new RegExp(literalSource(String(check.value))).source);
        break;
      case 'base64':
        node.contentEncoding = 'base64';
        break;
      case 'cuid':
      case 'cuid2':
      case 'ulid':
      case 'base64url':
      case 'jwt':
      case 'nanoid':
      case 'emoji':
        addPattern(node, PATTERNS[check.kind]);
        break;
      default:
        break;
    }
  }
  return node;
}
