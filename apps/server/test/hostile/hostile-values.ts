import fc from 'fast-check';

/**
 * Values an attacker sends: text the database cannot hold or that means something
 * to SQL, HTML, templates or paths; unicode edge cases; numbers outside every column; wrong types;
 * keys that pollute prototypes. Each arbitrary mixes a fixed list with generated values.
 */
const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800', // a lone high surrogate
  'x\uDC00y', // a lone low surrogate
  '\u202Eevil\u202C', // right-to-left override
  'zero\u200Bwidth\uFEFF',
  'e\u0301\u0301\u0301', // stacked combining marks
  '👩‍👩‍👧‍👦🏳️‍🌈',
  '\r\nSet-Cookie: injected=1',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  "%' OR 1=1 --",
  '\\',
  '_%',
  '1; select pg_sleep(5)',
  '$1',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{lastName}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, sent as text
  '${7*7}',
  '../../../../etc/passwd',
  '%00',
  'NaN',
  'Infinity',
  '1e309',
  '-0',
  '0x10',
  '2147483648',
  '-2147483649',
  'true',
  'null',
  '__proto__',
  'constructor',
];

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  // Long text: past every column's limit and the search box's.
  fc.constantFrom(256, 2_001, 10_001, 100_001).map((length) => 'A'.repeat(length)),
  fc.tuple(fc.constantFrom(...HOSTILE_TEXT), fc.string({ maxLength: 10 })).map(([a, b]) => a + b),
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    1e-7,
    2_147_483_647,
    2_147_483_648,
    -2_147_483_649,
    2 ** 53,
    Number.MAX_SAFE_INTEGER,
    1e308,
    -1e308,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Objects whose keys name the prototype chain; JSON.parse makes them own keys, as a server sees them. */
const pollutingObject: fc.Arbitrary<unknown> = fc
  .constantFrom(
    '{"__proto__":{"isAdmin":true,"roles":["ROLE_SUPER_ADMIN"]}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '{"prototype":null,"__proto__":null}',
  )
  .map((json) => JSON.parse(json) as unknown);

/** Any JSON value of a wrong kind, the hostile ones above included. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileText },
  { weight: 3, arbitrary: hostileNumber },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], [[[[[]]]]], { '': '' }),
  },
  { weight: 1, arbitrary: pollutingObject },
  { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 3 }) },
);

/** A raw path segment or query value as it goes on the wire, percent-encoding broken on purpose too. */
export const hostileRawSegment: fc.Arbitrary<string> = fc.oneof(
  hostileText.map(encodeUtf8),
  hostileNumber.map((n) => encodeUtf8(String(n))),
  fc.constantFrom('%', '%zz', '%ED%A0%80', '%C0%AF', '%FF', '..', '%2e%2e', '%252e', '+', '%20', 'a%2Fb'),
);

/** Percent-encodes the UTF-8 bytes (a lone surrogate becomes U+FFFD's, where encodeURIComponent throws). */
export function encodeUtf8(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}
