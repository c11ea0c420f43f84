/** Deeper than any bank statement (camt nests below 20): an upload past it is refused before parsing. */
export const XML_MAX_DEPTH = 64;

/**
 * The deepest element nesting of an XML text, stopping as soon as it passes `limit`: one pass over
 * the characters, no allocation, so a hostile file 200,000 levels deep costs a few milliseconds
 * instead of a parser's recursion or its stack (fast-xml-parser throws past 100 levels). Comments,
 * CDATA, processing instructions, declarations and quoted attribute values are skipped whole, so a
 * "<" inside them counts nothing. Not a validator: the parser still checks well-formedness after.
 */
export function xmlDepthExceeds(xml: string, limit = XML_MAX_DEPTH): boolean {
  let depth = 0;
  let at = 0;
  const length = xml.length;
  const skipPast = (end: string) => {
    const found = xml.indexOf(end, at);
    at = found < 0 ? length : found + end.length;
  };
  while (at < length) {
    const open = xml.indexOf('<', at);
    if (open < 0) break;
    at = open + 1;
    const next = xml.charCodeAt(at);
    if (xml.startsWith('!--', at)) skipPast('-->');
    else if (xml.startsWith('![CDATA[', at)) skipPast(']]>');
    else if (next === 0x3f /* ? */ || next === 0x21 /* ! */) skipPast('>');
    else if (next === 0x2f /* / */) {
      depth = Math.max(0, depth - 1);
      skipPast('>');
    } else {
      // An element's start tag: read to its ">" past quoted values; "/>" closes it at once.
      let quote = 0;
      let selfClosing = false;
      while (at < length) {
        const c = xml.charCodeAt(at++);
        if (quote) {
          if (c === quote) quote = 0;
        } else if (c === 0x22 || c === 0x27) quote = c;
        else if (c === 0x3e /* > */) {
          selfClosing = xml.charCodeAt(at - 2) === 0x2f;
          break;
        }
      }
      if (!selfClosing && ++depth > limit) return true;
    }
  }
  return false;
}
