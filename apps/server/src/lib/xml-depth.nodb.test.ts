import { describe, expect, it } from 'vitest';
import { XML_MAX_DEPTH, xmlDepthExceeds } from './xml-depth.ts';

const nested = (levels: number) => `${'<a>'.repeat(levels)}x${'</a>'.repeat(levels)}`;

describe('xmlDepthExceeds', () => {
  it('counts nesting, not elements side by side', () => {
    expect(xmlDepthExceeds(nested(XML_MAX_DEPTH))).toBe(false);
    expect(xmlDepthExceeds(nested(XML_MAX_DEPTH + 1))).toBe(true);
    expect(xmlDepthExceeds(`<r>${'<a>x</a>'.repeat(10_000)}</r>`)).toBe(false);
    expect(xmlDepthExceeds(`<r>${'<a/>'.repeat(10_000)}<b />\n<c x="1"/></r>`)).toBe(false);
  });

  it('skips what is no element: declarations, comments, CDATA, quoted values', () => {
    const opening = '<a>'.repeat(100);
    for (const hidden of [
      `<!-- ${opening} -->`,
      `<![CDATA[${opening}]]>`,
      `<?pi ${opening.replaceAll('>', '')}?>`,
      `<a title="${opening}" other='${opening}'></a>`,
    ]) {
      expect(xmlDepthExceeds(`<?xml version="1.0"?><r>${hidden}</r>`, 3), hidden.slice(0, 20)).toBe(false);
    }
  });

  it('reads a camt statement as shallow and 200,000 levels in a few milliseconds', () => {
    const camt =
      '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>' +
      '<Stmt><Ntry><Amt Ccy="EUR">600.00</Amt><NtryDtls><TxDtls><RmtInf><Ustrd>R-1</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry></Stmt></BkToCstmrStmt></Document>';
    expect(xmlDepthExceeds(camt, 20)).toBe(false);
    const deep = nested(200_000);
    const started = process.threadCpuUsage().user;
    expect(xmlDepthExceeds(deep)).toBe(true);
    expect((process.threadCpuUsage().user - started) / 1000).toBeLessThan(50);
  });
});
