/**
 * The encrypted body of the User API (docs/contract.md section 5), implemented once for the browser and
 * for Node: WebCrypto only. AES-128-GCM under a fresh 16-character key per call, the key itself
 * wrapped with RSA-OAEP (SHA-256) under the server's public key.
 */

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const IV_BYTES = 12;

function subtle(): SubtleCrypto {
  return globalThis.crypto.subtle;
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A fresh 16-character call key (A-Z, a-z, 0-9), drawn without modulo bias. */
export function randomCallKey(): string {
  let out = '';
  const buf = new Uint8Array(32);
  while (out.length < 16) {
    globalThis.crypto.getRandomValues(buf);
    for (const b of buf) {
      // 248 = 62 * 4: values above it would favour the first letters.
      if (b < 248 && out.length < 16) out += KEY_ALPHABET[b % 62];
    }
  }
  return out;
}

async function aesKey(callKey: string): Promise<CryptoKey> {
  const raw = new TextEncoder().encode(callKey);
  if (raw.length !== 16) throw new Error('call key must be 16 bytes');
  return subtle().importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
}

/** base64( iv || ciphertext || tag ) of the JSON of `payload`. */
export async function sealJson(callKey: string, payload: unknown): Promise<string> {
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plain = new TextEncoder().encode(JSON.stringify(payload ?? null));
  const sealed = new Uint8Array(await subtle().encrypt({ name: 'AES-GCM', iv }, await aesKey(callKey), plain));
  const out = new Uint8Array(IV_BYTES + sealed.length);
  out.set(iv, 0);
  out.set(sealed, IV_BYTES);
  return toBase64(out);
}

/** Inverse of sealJson; throws on a wrong key, a tampered text or bad JSON. */
export async function openJson(callKey: string, sealed: string): Promise<unknown> {
  const bytes = fromBase64(sealed);
  if (bytes.length < IV_BYTES + 16) throw new Error('sealed text too short');
  const plain = await subtle().decrypt(
    { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) },
    await aesKey(callKey),
    bytes.slice(IV_BYTES),
  );
  return JSON.parse(new TextDecoder().decode(plain));
}

function pemBody(pem: string): Uint8Array<ArrayBuffer> {
  return fromBase64(pem.replace(/-----(BEGIN|END) [A-Z ]+-----/g, '').replace(/\s+/g, ''));
}

export async function importPublicKey(spkiPem: string): Promise<CryptoKey> {
  return subtle().importKey('spki', pemBody(spkiPem), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
}

export async function importPrivateKey(pkcs8Pem: string): Promise<CryptoKey> {
  return subtle().importKey('pkcs8', pemBody(pkcs8Pem), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['decrypt']);
}

export async function wrapCallKey(publicKey: CryptoKey, callKey: string): Promise<string> {
  const wrapped = await subtle().encrypt({ name: 'RSA-OAEP' }, publicKey, new TextEncoder().encode(callKey));
  return toBase64(new Uint8Array(wrapped));
}

export async function unwrapCallKey(privateKey: CryptoKey, wrapped: string): Promise<string> {
  const raw = await subtle().decrypt({ name: 'RSA-OAEP' }, privateKey, fromBase64(wrapped));
  const key = new TextDecoder().decode(raw);
  if (!/^[A-Za-z0-9]{16}$/.test(key)) throw new Error('malformed call key');
  return key;
}

export interface EncryptedBody {
  params: string;
  key: string;
}

/** What a client sends: the sealed fields and the wrapped key; keep `callKey` to open the answer. */
export async function encryptRequest(
  publicKey: CryptoKey,
  fields: unknown,
): Promise<{ body: EncryptedBody; callKey: string }> {
  const callKey = randomCallKey();
  return { body: { params: await sealJson(callKey, fields), key: await wrapCallKey(publicKey, callKey) }, callKey };
}
