/**
 * Removes secrets from anything about to be logged: values under secret-looking keys, at any depth
 * (passwords, tokens, codes, sealed secrets, authorization headers). Pure, so it is tested alone.
 */
const SECRET_KEYS =
  /^(password|current_password|new_password|token|authorization|cookie|secret|code|refresh_token|encryptedPassword|decryptedPassword|passwordHash|codeHash|wrappedKey|ciphertext)$/i;

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] = SECRET_KEYS.test(key) ? '[redacted]' : redact(inner, depth + 1);
  }
  return out;
}
