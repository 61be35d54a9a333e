import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { inflateRawSync } from 'node:zlib';
import { SignedXml } from 'xml-crypto';

/** Paths of the test IdP's key pairs (tests/fixtures/saml): `idp` is trusted by the app, `wrong-idp` is not. */
export const samlFixture = (name: 'idp.crt' | 'idp.key' | 'wrong-idp.crt' | 'wrong-idp.key') =>
  fileURLToPath(new URL(`../fixtures/saml/${name}`, import.meta.url));

export const testIdp = { entryPoint: 'https://idp.test/sso', issuer: 'https://idp.test' };
export const testSpIssuer = 'tams-test-sp';

export interface SamlResponseOptions {
  /** The id of the AuthnRequest the app issued (see authnRequestOf). */
  inResponseTo: string;
  nameId: string;
  attributes?: Record<string, string | string[]>;
  /** The ACS URL (Destination, Recipient). */
  acsUrl: string;
  issuer?: string;
  audience?: string;
  /** Every validity window already over (issued 20 minutes ago, valid for 5). */
  expired?: boolean;
  /** Which elements carry a signature; real IdPs (and the app) want both. */
  sign?: 'both' | 'assertion' | 'response' | 'none';
  /** Sign with the key the app does not trust. */
  wrongKey?: boolean;
  /** Changes the XML after signing, as an attacker would. */
  tamper?: (xml: string) => string;
  /** The Response's Destination and the SubjectConfirmationData's Recipient, when not acsUrl. */
  destination?: string;
  recipient?: string;
  /** The Response's own Issuer, when not the Assertion's. */
  responseIssuer?: string;
  /** SHA-1 where real IdPs now use SHA-256: the signature method, the digests, or both. */
  sha1?: 'signature' | 'digest' | 'both';
  /** A DOCTYPE (with an internal entity) before the signed Response. */
  doctype?: boolean;
  /** This many empty elements in samlp:Extensions, added after signing (an unauthenticated attacker's). */
  extensionElements?: number;
}

const xmlEscape = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

const assertionPath = "/*[local-name(.)='Response']/*[local-name(.)='Assertion']";
const responsePath = "/*[local-name(.)='Response']";

/**
 * An enveloped signature over the element at `path`, placed right after its Issuer: RSA-SHA256 with SHA-256
 * digests unless `sha1` says otherwise.
 */
function sign(
  xml: string,
  path: string,
  keyName: 'idp' | 'wrong-idp',
  sha1: SamlResponseOptions['sha1'],
): string {
  const sha1Signature = sha1 === 'signature' || sha1 === 'both';
  const sha1Digest = sha1 === 'digest' || sha1 === 'both';
  const signer = new SignedXml({
    privateKey: readFileSync(samlFixture(`${keyName}.key`)),
    publicCert: readFileSync(samlFixture(`${keyName}.crt`)),
    signatureAlgorithm: sha1Signature
      ? 'http://www.w3.org/2000/09/xmldsig#rsa-sha1'
      : 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  signer.addReference({
    xpath: path,
    digestAlgorithm: sha1Digest
      ? 'http://www.w3.org/2000/09/xmldsig#sha1'
      : 'http://www.w3.org/2001/04/xmlenc#sha256',
    transforms: [
      'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
      'http://www.w3.org/2001/10/xml-exc-c14n#',
    ],
  });
  signer.computeSignature(xml, {
    prefix: 'ds',
    location: { reference: `${path}/*[local-name(.)='Issuer']`, action: 'after' },
  });
  return signer.getSignedXml();
}

function attributeStatement(attributes: Record<string, string | string[]>): string {
  const entries = Object.entries(attributes);
  if (entries.length === 0) return '';
  const values = (value: string | string[]) =>
    [value]
      .flat()
      .map((one) => `<saml:AttributeValue>${xmlEscape(one)}</saml:AttributeValue>`)
      .join('');
  return `<saml:AttributeStatement>${entries
    .map(([name, value]) => `<saml:Attribute Name="${xmlEscape(name)}">${values(value)}</saml:Attribute>`)
    .join('')}</saml:AttributeStatement>`;
}

/** A SAML 2.0 Response as the test IdP posts it to the ACS: base64 XML, signed as asked. */
export function samlResponse(options: SamlResponseOptions): string {
  const now = Date.now() - (options.expired ? 20 * 60_000 : 0);
  const at = (offsetMs: number) => new Date(now + offsetMs).toISOString();
  const issuer = `<saml:Issuer>${xmlEscape(options.issuer ?? testIdp.issuer)}</saml:Issuer>`;
  const inResponseTo = xmlEscape(options.inResponseTo);
  const destination = xmlEscape(options.destination ?? options.acsUrl);
  const recipient = xmlEscape(options.recipient ?? options.acsUrl);
  const responseIssuer =
    options.responseIssuer === undefined
      ? issuer
      : `<saml:Issuer>${xmlEscape(options.responseIssuer)}</saml:Issuer>`;
  const assertion =
    `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_${randomUUID()}" Version="2.0" IssueInstant="${at(0)}">` +
    issuer +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified">${xmlEscape(options.nameId)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">` +
    `<saml:SubjectConfirmationData InResponseTo="${inResponseTo}" Recipient="${recipient}" NotOnOrAfter="${at(5 * 60_000)}"/>` +
    `</saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${at(-60_000)}" NotOnOrAfter="${at(5 * 60_000)}">` +
    `<saml:AudienceRestriction><saml:Audience>${xmlEscape(options.audience ?? testSpIssuer)}</saml:Audience></saml:AudienceRestriction>` +
    `</saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${at(0)}" SessionIndex="_${randomUUID()}">` +
    `<saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext>` +
    `</saml:AuthnStatement>` +
    attributeStatement(options.attributes ?? {}) +
    `</saml:Assertion>`;
  let xml =
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_${randomUUID()}" Version="2.0" IssueInstant="${at(0)}" Destination="${destination}" InResponseTo="${inResponseTo}">` +
    responseIssuer +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    assertion +
    `</samlp:Response>`;
  const key = options.wrongKey ? 'wrong-idp' : 'idp';
  const signing = options.sign ?? 'both';
  // the Assertion first: the Response signature then covers the Assertion's signature too
  if (signing === 'both' || signing === 'assertion') xml = sign(xml, assertionPath, key, options.sha1);
  if (signing === 'both' || signing === 'response') xml = sign(xml, responsePath, key, options.sha1);
  if (options.tamper) xml = options.tamper(xml);
  if (options.doctype) xml = `<!DOCTYPE samlp:Response [<!ENTITY idp "${testIdp.issuer}">]>${xml}`;
  if (options.extensionElements) {
    const extensions = `<samlp:Extensions>${'<a/>'.repeat(options.extensionElements)}</samlp:Extensions>`;
    xml = xml.replace('<samlp:Status>', `${extensions}<samlp:Status>`);
  }
  return Buffer.from(xml, 'utf8').toString('base64');
}

/** The AuthnRequest behind an HTTP-Redirect to the IdP: its ID (the InResponseTo to answer) and RelayState. */
export function authnRequestOf(location: string): {
  id: string;
  relayState: string | null;
  xml: string;
  /** Where the app asks the IdP to post its answer (Destination, Recipient). */
  acsUrl: string;
} {
  const url = new URL(location);
  const encoded = url.searchParams.get('SAMLRequest');
  if (!encoded) throw new Error(`no SAMLRequest in ${location}`);
  const xml = inflateRawSync(Buffer.from(encoded, 'base64')).toString('utf8');
  const id = /<samlp:AuthnRequest[^>]*\sID="([^"]+)"/.exec(xml)?.[1];
  const acsUrl = /\sAssertionConsumerServiceURL="([^"]+)"/.exec(xml)?.[1];
  if (!id || !acsUrl) throw new Error(`no AuthnRequest ID or ACS URL in ${xml}`);
  return { id, relayState: url.searchParams.get('RelayState'), xml, acsUrl };
}
