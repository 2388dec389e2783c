// The country and e-mail domain keys of issue 31's conflict rule (the same company in the same
// country, or with decision makers writing from the same company domain). TEMPORARY: the records
// branch is moving these into src/domain/conflicts.ts (countryKey, emailDomain); once it is on
// main this file only re-exports them from there.
import { textOf } from '../../src/format/index.js';

const FREE_MAIL_DOMAINS = new Set([
  'gmail.com', 'googlemail.com', 'outlook.com', 'hotmail.com', 'live.com', 'msn.com', 'yahoo.com', 'ymail.com',
  'icloud.com', 'me.com', 'mac.com', 'aol.com', 'proton.me', 'protonmail.com', 'zoho.com', 'mail.com', 'gmx.com',
  'gmx.net', 'gmx.de', 'web.de', 't-online.de', 'yandex.com', 'yandex.ru', 'mail.ru', 'qq.com', '163.com', '126.com',
  'naver.com', 'rediffmail.com', 'fastmail.com', 'hey.com', 'tutanota.com', 'orange.fr', 'free.fr', 'laposte.net',
  'libero.it', 'uol.com.br', 'bol.com.br',
]);
const FREE_MAIL_PROVIDER = /^(yahoo|hotmail|outlook|live|gmx|aol)\.[a-z]{2,3}(\.[a-z]{2})?$/;
const DOMAIN = /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+$/u;
const MARKS = /[\u0300-\u036f]/g;
const SEPARATORS = /[^\p{L}\p{N}]+/u;
const ASCII = /^[\x20-\x7e]*$/;

/** The words of a name as companyKey compares them: case, accents and punctuation ignored, single letters in a row one word. */
function wordsOf(text: string): string[] {
  const words: string[] = [];
  let letters = '';
  const plain = ASCII.test(text) ? text : text.normalize('NFKD').replace(MARKS, '');
  for (const word of plain.toLowerCase().split(SEPARATORS)) {
    if (word.length === 1) {
      letters += word;
      continue;
    }
    if (letters) words.push(letters);
    letters = '';
    if (word) words.push(word);
  }
  if (letters) words.push(letters);
  return words;
}

/** The country as conflicts compare it; empty when missing. */
export function countryKey(country: unknown): string {
  const text = textOf(country);
  return text === '-' ? '' : wordsOf(text).join(' ');
}

/** The e-mail address's domain, lower case; empty when there is none or it is a free-mail domain. */
export function emailDomain(email: unknown): string {
  if (typeof email !== 'string') return '';
  const at = email.lastIndexOf('@');
  if (at <= 0 || email.slice(0, at).trim() === '') return '';
  const domain = email.slice(at + 1).trim().toLowerCase().replace(/\.$/, '');
  return !DOMAIN.test(domain) || FREE_MAIL_DOMAINS.has(domain) || FREE_MAIL_PROVIDER.test(domain) ? '' : domain;
}
