/** The IBAN checksum (ISO 13616, mod 97), so that a typo shows before the form is sent; the server checks again. */
export function ibanLooksValid(raw: string): boolean {
  const iban = raw.replace(/[\s-]+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const char of digits) remainder = (remainder * 10 + Number(char)) % 97;
  return remainder === 1;
}
