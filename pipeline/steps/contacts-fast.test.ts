import { describe, expect, it } from 'vitest';
import isEmail from 'validator/lib/isEmail.js';
import { mulberry32 } from '../../scripts/random.ts';
import { isPlainEmail, parseAnyPhone, parsePlainChileanPhone } from './contacts.ts';

describe('the plain Chilean phone path', () => {
  const next = mulberry32(56);
  const digit = () => String(Math.floor(next() * 10));
  const shapes: ((n: string) => string)[] = [
    (n) => n,
    (n) => `+56${n}`,
    (n) => `+56 ${n[0]} ${n.slice(1, 5)} ${n.slice(5)}`,
    (n) => `+56 ${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}`,
    (n) => `(${n.slice(0, 2)}) ${n.slice(2, 5)} ${n.slice(5)}`,
    (n) => `(${n[0]}) ${n.slice(1, 5)}-${n.slice(5)}`,
    (n) => `${n.slice(0, 1)}-${n.slice(1, 5)}-${n.slice(5)}`,
    (n) => `${n.slice(0, 3)}.${n.slice(3, 6)}.${n.slice(6)}`,
    (n) => `+56-${n}`,
    (n) => `56${n}`,
    (n) => `56 ${n.slice(0, 1)} ${n.slice(1)}`,
    (n) => ` ${n.slice(0, 4)} ${n.slice(4)} `.trim(),
  ];

  it('gives what the general parser gives, for every three-digit prefix and many shapes', () => {
    let taken = 0;
    for (let prefix = 0; prefix < 1000; prefix++) {
      for (let k = 0; k < 4; k++) {
        const national = String(prefix).padStart(3, '0') + Array.from({ length: 6 }, digit).join('');
        for (const shape of shapes) {
          const text = shape(national);
          const fast = parsePlainChileanPhone(text);
          if (fast === undefined) continue;
          taken++;
          expect({ text, phone: fast }).toEqual({ text, phone: parseAnyPhone(text) });
        }
      }
    }
    // The path must actually take the common cases (every prefix 2–9 in every shape).
    expect(taken).toBeGreaterThan(8 * 100 * 4 * shapes.length * 0.85);
  });

  it('leaves other lengths, leading 0/1, country codes without + and text to the general parser', () => {
    for (const text of ['2123 4567', '0412345678', '123456789', '561234567', '5612345678', '560412345678', '+54 11 1234 5678', '9 8765 4321 anexo 12', 'fono 987654321', '']) {
      expect(parsePlainChileanPhone(text)).toBeUndefined();
    }
  });
});

describe('the plain e-mail path', () => {
  const next = mulberry32(7);
  const pick = (chars: string) => chars[Math.floor(next() * chars.length)] as string;
  const word = (chars: string, min: number, max: number) =>
    Array.from({ length: min + Math.floor(next() * (max - min + 1)) }, () => pick(chars)).join('');
  const alnum = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const noisy = `${alnum}._+-@ !#ñá`;

  it('accepts only addresses the full check accepts', () => {
    let accepted = 0;
    for (let i = 0; i < 20_000; i++) {
      const local = i % 2 === 0 ? word(alnum, 1, 6) + (next() < 0.5 ? pick('._+-') + word(alnum, 1, 6) : '') : word(noisy, 1, 12);
      const labels = Array.from({ length: 1 + Math.floor(next() * 3) }, () => (next() < 0.8 ? word(alnum, 1, 8) : word(`${alnum}-`, 1, 70)));
      const tld = next() < 0.9 ? word('abcdefghijklmnopqrstuvwxyz', 1, 6) : word(alnum, 2, 4);
      const address = next() < 0.95 ? `${local}@${labels.join('.')}.${tld}` : word(noisy, 3, 20);
      if (!isPlainEmail(address)) continue;
      accepted++;
      expect({ address, valid: isEmail(address, { require_tld: true, allow_utf8_local_part: false, allow_ip_domain: false }) }).toEqual({ address, valid: true });
    }
    expect(accepted).toBeGreaterThan(5_000);
  });

  it('takes the usual addresses', () => {
    for (const address of ['juan.perez@municipalidad.cl', 'contacto+reciclaje@empresa-verde.com', 'A_B@sub.dominio.gob.cl']) {
      expect(isPlainEmail(address)).toBe(true);
    }
  });
});
