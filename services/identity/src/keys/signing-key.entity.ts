import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { PublicJwk } from '@pickwise/contracts';

/** A key pair access tokens are signed with; retired keys stay published until their tokens expired. */
export const SigningKey = defineEntity({
  name: 'SigningKey',
  tableName: 'signing_keys',
  properties: {
    /** The RFC 7638 thumbprint of the public key, carried in each token's header. */
    kid: p.string().length(64).primary(),
    algorithm: p.string().length(16),
    publicJwk: p.json<PublicJwk>().fieldName('public_jwk'),
    /** The PKCS#8 PEM private key, encrypted (src/encryption: SIGNING_PRIVATE_KEY). */
    encryptedPrivateKey: p.text().fieldName('encrypted_private_key').lazy(),
    createdAt: p.datetime().fieldName('created_at').defaultRaw('now()'),
    active: p.boolean().default(true),
  },
});
export type SigningKeyEntity = InferEntity<typeof SigningKey>;
