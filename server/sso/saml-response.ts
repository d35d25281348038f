import { randomUUID } from 'node:crypto'
import { SignedXml } from 'xml-crypto'

// The identity provider's side of SAML: a Response with one Assertion, signed with the provider's key (the
// assertion's signature, placed after its Issuer as the schema wants). The demo identity provider answers with
// it, and the gateway tests make good and bad answers with it.

export interface SamlAnswer {
  issuer: string
  audience: string
  acsUrl: string
  inResponseTo: string
  email: string
  attributes?: Record<string, string>
  now?: Date
  /** How long the assertion may be used; negative for an expired one. */
  validMinutes?: number
}

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export function samlResponseXml(answer: SamlAnswer): string {
  const now = answer.now ?? new Date()
  const until = new Date(now.getTime() + (answer.validMinutes ?? 5) * 60_000).toISOString()
  const issued = now.toISOString()
  const before = new Date(now.getTime() - 60_000).toISOString()
  const attributes = Object.entries({ email: answer.email, ...answer.attributes })
    .map(
      ([name, value]) =>
        `<saml:Attribute Name="${escape(name)}"><saml:AttributeValue>${escape(value)}</saml:AttributeValue></saml:Attribute>`,
    )
    .join('')
  const [issuer, audience, acs, inResponseTo] = [
    answer.issuer,
    answer.audience,
    answer.acsUrl,
    answer.inResponseTo,
  ].map(escape)
  return (
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_${randomUUID()}" Version="2.0" IssueInstant="${issued}" Destination="${acs}" InResponseTo="${inResponseTo}">` +
    `<saml:Issuer>${issuer}</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    `<saml:Assertion ID="_${randomUUID()}" Version="2.0" IssueInstant="${issued}">` +
    `<saml:Issuer>${issuer}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${escape(answer.email)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="${until}" Recipient="${acs}" InResponseTo="${inResponseTo}"/></saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${before}" NotOnOrAfter="${until}"><saml:AudienceRestriction><saml:Audience>${audience}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${issued}" SessionIndex="_${randomUUID()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` +
    `</saml:Assertion></samlp:Response>`
  )
}

/** The response with its assertion signed by `privateKey` (PEM), base64 as the HTTP-POST binding carries it. */
export function signedSamlResponse(answer: SamlAnswer, privateKey: string): string {
  const signer = new SignedXml({
    privateKey,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  })
  signer.addReference({
    xpath: "//*[local-name(.)='Assertion']",
    transforms: [
      'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
      'http://www.w3.org/2001/10/xml-exc-c14n#',
    ],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  })
  signer.computeSignature(samlResponseXml(answer), {
    location: {
      reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']",
      action: 'after',
    },
  })
  return Buffer.from(signer.getSignedXml()).toString('base64')
}

/** Unsigned: what a forger without the key sends. */
export const unsignedSamlResponse = (answer: SamlAnswer) =>
  Buffer.from(samlResponseXml(answer)).toString('base64')
