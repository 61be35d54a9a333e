/**
 * What a SAMLResponse may be before any XML parser sees it. A real IdP's response is a few KB, a few
 * hundred elements, depth under 15; these bounds leave room for large attribute sets and still keep every
 * later step (DOM, XPath, canonicalization, which node-saml runs before checking any signature and some
 * of which cost the square of the element count) to milliseconds.
 */
export const samlResponseLimits = {
  base64Chars: 100_000,
  elements: 2_000,
  depth: 50,
  // node-saml's DOM and canonicalization spend ~0.65 s on one element with 7,000 attributes and ~1.4 s on
  // 2,000 namespace declarations, signed or not; real responses have a few per element, a few hundred in all
  attributesPerElement: 30,
  attributes: 1_000,
  namespacesPerElement: 10,
  namespaces: 200,
};

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
  let attributes = 0;
  let namespaces = 0;
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
      const tag = startTag(xml, at + 1);
      end = tag.end;
      elements += 1;
      attributes += tag.attributes;
      namespaces += tag.namespaces;
      const refusal = startTagRefusal(elements, tag, attributes, namespaces);
      if (refusal) return refusal;
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

interface StartTag {
  /** The index of its `>`, or -1. */
  end: number;
  /** Its attributes, namespace declarations not counted. */
  attributes: number;
  namespaces: number;
}

function startTagRefusal(elements: number, tag: StartTag, attributes: number, namespaces: number) {
  const limits = samlResponseLimits;
  if (elements > limits.elements) return `the SAMLResponse has more than ${limits.elements} elements`;
  if (tag.attributes > limits.attributesPerElement)
    return `an element of the SAMLResponse has more than ${limits.attributesPerElement} attributes`;
  if (tag.namespaces > limits.namespacesPerElement)
    return `an element of the SAMLResponse declares more than ${limits.namespacesPerElement} namespaces`;
  if (attributes > limits.attributes) return `the SAMLResponse has more than ${limits.attributes} attributes`;
  if (namespaces > limits.namespaces)
    return `the SAMLResponse declares more than ${limits.namespaces} namespaces`;
  return undefined;
}

/**
 * A start tag from after its `<`: where its `>` is (one inside a quoted attribute value does not end it),
 * and its attributes and namespace declarations, counted by their `=` outside quotes.
 */
function startTag(xml: string, from: number): StartTag {
  const limits = samlResponseLimits;
  let quote = '';
  let attributes = 0;
  let namespaces = 0;
  for (let index = from; index < xml.length; index += 1) {
    const char = xml[index];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '=') {
      if (isNamespaceDeclaration(xml, index)) namespaces += 1;
      else attributes += 1;
      // refused already: stop here, so the walks back over names stay linear in the tag's length
      if (attributes > limits.attributesPerElement || namespaces > limits.namespacesPerElement)
        return { end: index, attributes, namespaces };
    } else if (char === '>') return { end: index, attributes, namespaces };
  }
  return { end: -1, attributes, namespaces };
}

/** Whether the attribute whose `=` is at `equals` is `xmlns` or `xmlns:prefix` (read back over its name). */
function isNamespaceDeclaration(xml: string, equals: number): boolean {
  let nameEnd = equals;
  while (nameEnd > 0 && /\s/.test(xml[nameEnd - 1]!)) nameEnd -= 1;
  let nameStart = nameEnd;
  while (nameStart > 0 && !/[\s<]/.test(xml[nameStart - 1]!)) nameStart -= 1;
  const name = xml.slice(nameStart, nameEnd);
  return name === 'xmlns' || name.startsWith('xmlns:');
}
