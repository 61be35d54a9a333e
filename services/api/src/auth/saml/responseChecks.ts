import { DOMParser } from '@xmldom/xmldom';

const protocolNs = 'urn:oasis:names:tc:SAML:2.0:protocol';
const assertionNs = 'urn:oasis:names:tc:SAML:2.0:assertion';
const dsigNs = 'http://www.w3.org/2000/09/xmldsig#';

/** SHA-2 only: RSA-SHA1 and SHA-1 digests can be forged (chosen-prefix collisions); HMAC is no IdP's. */
const signatureAlgorithms = new Set([
  'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
  'http://www.w3.org/2001/04/xmldsig-more#rsa-sha512',
]);
const digestAlgorithms = new Set([
  'http://www.w3.org/2001/04/xmlenc#sha256',
  'http://www.w3.org/2001/04/xmlenc#sha512',
]);

export interface ExpectedResponse {
  /** Our ACS URL, as the AuthnRequest gave it to the IdP: the Destination and every Recipient. */
  acsUrl: string;
  /** The IdP's entity id, when configured: the Response's Issuer as well as the Assertion's. */
  idpIssuer: string | undefined;
}

/** A SAMLResponse the checks refuse; `reason` is logged. */
export type ResponseCheck = { refusal: string } | { inResponseTo: string };

/**
 * The checks node-saml leaves to us, made on a response already bounded (responseBounds.ts) and before
 * node-saml runs. The values read here are all under the Response element, which node-saml then requires
 * to carry a valid signature over the whole of it (wantAuthnResponseSigned): a response that passes both
 * had these values from the IdP. Returns the InResponseTo, to check against the browser's request cookie.
 */
export function checkSamlResponse(xml: string, expected: ExpectedResponse): ResponseCheck {
  const root = parse(xml)?.documentElement;
  if (!root || root.namespaceURI !== protocolNs || root.localName !== 'Response') {
    return { refusal: 'not a SAML 2.0 Response' };
  }
  const refusal =
    destinationRefusal(root, expected) ??
    issuerRefusal(root, expected) ??
    recipientRefusal(root, expected) ??
    algorithmRefusal(root);
  if (refusal) return { refusal };
  const inResponseTo = root.getAttribute('InResponseTo');
  return inResponseTo ? { inResponseTo } : { refusal: 'no InResponseTo on the Response' };
}

function parse(xml: string): Document | undefined {
  const fail = () => {
    throw new Error('not well-formed');
  };
  try {
    return new DOMParser({ locator: {}, errorHandler: { error: fail, fatalError: fail } }).parseFromString(
      xml,
      'text/xml',
    );
  } catch {
    return undefined;
  }
}

const children = (parent: Element, ns: string, localName: string): Element[] =>
  Array.from(parent.childNodes).filter(
    (node): node is Element =>
      node.nodeType === 1 &&
      (node as Element).namespaceURI === ns &&
      (node as Element).localName === localName,
  );

/** SAML Bindings §3.5.5.2: a signed response posted to us names us as its Destination. */
function destinationRefusal(root: Element, expected: ExpectedResponse): string | undefined {
  const destination = root.getAttribute('Destination');
  if (destination === expected.acsUrl) return undefined;
  return `Destination "${destination ?? ''}" is not our ACS URL ${expected.acsUrl}`;
}

/**
 * The Response's own Issuer must be the IdP (node-saml compares only logout messages'): the Assertion's
 * is checked after validation (samlPassport.ts). Without a configured issuer, the two must agree.
 */
function issuerRefusal(root: Element, expected: ExpectedResponse): string | undefined {
  const issuers = children(root, assertionNs, 'Issuer');
  const assertions = children(root, assertionNs, 'Assertion');
  if (assertions.length !== 1) return 'the Response does not hold exactly one Assertion';
  const assertionIssuer = children(assertions[0]!, assertionNs, 'Issuer')[0]?.textContent?.trim();
  const wanted = expected.idpIssuer ?? assertionIssuer;
  if (issuers.length > 1) return 'the Response has more than one Issuer';
  const responseIssuer = issuers[0]?.textContent?.trim();
  if (expected.idpIssuer !== undefined && responseIssuer === undefined) return 'the Response names no Issuer';
  if (responseIssuer !== undefined && responseIssuer !== wanted) {
    return `the Response's Issuer "${responseIssuer}" is not the IdP's "${wanted ?? ''}"`;
  }
  return undefined;
}

/** Every SubjectConfirmationData (a bearer assertion has one at least) is addressed to our ACS. */
function recipientRefusal(root: Element, expected: ExpectedResponse): string | undefined {
  const [assertion] = children(root, assertionNs, 'Assertion');
  const confirmations = children(assertion!, assertionNs, 'Subject')
    .flatMap((subject) => children(subject, assertionNs, 'SubjectConfirmation'))
    .flatMap((confirmation) => children(confirmation, assertionNs, 'SubjectConfirmationData'));
  if (confirmations.length === 0) return 'the Assertion has no SubjectConfirmationData';
  const elsewhere = confirmations.find((data) => data.getAttribute('Recipient') !== expected.acsUrl);
  if (!elsewhere) return undefined;
  return `Recipient "${elsewhere.getAttribute('Recipient') ?? ''}" is not our ACS URL ${expected.acsUrl}`;
}

/** Every signature and digest in the response uses SHA-2 (xml-crypto would accept SHA-1). */
function algorithmRefusal(root: Element): string | undefined {
  const algorithmsOf = (localName: string) =>
    Array.from(root.getElementsByTagNameNS(dsigNs, localName)).map((node) => node.getAttribute('Algorithm'));
  const signature = algorithmsOf('SignatureMethod').find((name) => !signatureAlgorithms.has(name ?? ''));
  if (signature !== undefined) return `signature algorithm ${signature || '(none)'} is not accepted`;
  const digest = algorithmsOf('DigestMethod').find((name) => !digestAlgorithms.has(name ?? ''));
  if (digest !== undefined) return `digest algorithm ${digest || '(none)'} is not accepted`;
  return undefined;
}
