/**
 * What a SAMLResponse may be before any XML parser sees it. A real IdP's response is a few KB, a few
 * hundred elements, depth under 15; these bounds leave room for large attribute sets and still keep every
 * later step (DOM, XPath, canonicalization, which node-saml runs before checking any signature and some
 * of which cost the square of the element count) to milliseconds.
 */
export const samlResponseLimits = { base64Chars: 100_000, elements: 2_000, depth: 50 };

export type BoundedResponse = { xml: string } | { refusal: string };

/**
 * The decoded XML of a SAMLResponse form field, or why it is refused: too long, too many or too deeply
 * nested elements, a DOCTYPE (or any other markup declaration), or not well-formed enough to scan.
 */
export function boundSamlResponse(encoded: string): BoundedResponse {
  if (encoded.length > samlResponseLimits.base64Chars) {
    return { refusal: `SAMLResponse is longer than ${samlResponseLimits.base64Chars} characters` };
  }
  const xml = Buffer.from(encoded, 'base64').toString('utf8');
  const refusal = scanMarkup(xml);
  return refusal ? { refusal } : { xml };
}

/**
 * One pass over the markup, no tree: every step moves forward (indexOf from the current position, or one
 * character at a time inside a tag), so the cost is linear in the length and the scan stops at the first
 * bound crossed. It only has to be conservative: counting a bit too much is harmless, the DOM parser
 * that runs later judges well-formedness.
 */
function scanMarkup(xml: string): string | undefined {
  let elements = 0;
  let depth = 0;
  let at = xml.indexOf('<');
  while (at !== -1) {
    let end: number;
    if (xml.startsWith('<!--', at)) end = closing(xml, '-->', at + 4);
    else if (xml.startsWith('<![CDATA[', at)) end = closing(xml, ']]>', at + 9);
    // <!DOCTYPE, <!ENTITY, <!ELEMENT...: entity expansion and external references start here; SAML has none
    else if (xml[at + 1] === '!') return 'the SAMLResponse has a DOCTYPE or another markup declaration';
    else if (xml[at + 1] === '?') end = closing(xml, '?>', at + 2);
    else if (xml[at + 1] === '/') {
      end = closing(xml, '>', at + 2);
      depth -= 1;
    } else {
      end = endOfStartTag(xml, at + 1);
      elements += 1;
      if (elements > samlResponseLimits.elements)
        return `the SAMLResponse has more than ${samlResponseLimits.elements} elements`;
      if (end !== -1 && xml[end - 1] !== '/') {
        depth += 1;
        if (depth > samlResponseLimits.depth)
          return `the SAMLResponse nests elements deeper than ${samlResponseLimits.depth}`;
      }
    }
    if (end === -1) return 'the SAMLResponse is not well-formed XML';
    at = xml.indexOf('<', end + 1);
  }
  return undefined;
}

/** The index of the last character of `terminator` at or after `from`, or -1. */
function closing(xml: string, terminator: string, from: number): number {
  const found = xml.indexOf(terminator, from);
  return found === -1 ? -1 : found + terminator.length - 1;
}

/** The index of the `>` ending a start tag: a `>` inside a quoted attribute value does not end it. */
function endOfStartTag(xml: string, from: number): number {
  let quote = '';
  for (let index = from; index < xml.length; index += 1) {
    const char = xml[index];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '>') return index;
  }
  return -1;
}
